// @contember/layout 1.2.0-rc.16 (installed as contember-layout-v1.2) has types, but its package.json
// `exports` do not name them; the frame only hands the module to the examples (compile.ts).
declare module 'contember-layout-v1.2' {
  const layout: Record<string, unknown>;
  export = layout;
}

// The admin module of the frame being built (frames.ts: `mount`), which vite.config.mts aliases
// per build: one main.tsx for every frame.
declare module 'live-preview-admin' {
  const admin: import('./admin').FrameAdmin;
  export default admin;
}

// The 2.x frame's styles: the template's admin/index.css, built by Tailwind (vite.config.mts).
declare module 'live-preview-kit.css';

// The 2.x frame (admins/interface-2.tsx) imports @contember/interface 2.0.8 and the template's kit
// from plugins/code-samples/interface-2.0, which the site's TypeScript project does not resolve
// (its @contember packages are the 1.x ones; the 2.x samples are checked by plugins/code-samples).
// What the frame uses of them:
declare module '@contember/interface' {
  import type { ComponentType, ReactNode } from 'react';
  export class Environment {
    static create(): Environment;
    withVariables(variables: Record<string, string>): Environment;
  }
  export const ApplicationEntrypoint: ComponentType<{
    apiBaseUrl: string;
    sessionToken?: string;
    project: string;
    stage?: string;
    basePath: string;
    environment?: Environment;
    children: ReactNode;
  }>;
  export function useIdentityState(): 'none' | 'loading' | 'success' | 'failed' | 'cleared';
}
declare module '@contember/react-slots' {
  export const SlotsProvider: import('react').ComponentType<{ children?: import('react').ReactNode }>;
}
declare module '@app/lib/errors/error-boundary' {
  import type { Component, ReactNode } from 'react';
  export class ErrorBoundary extends Component<{ fallback?: ReactNode; children: ReactNode }, { hasError: boolean }> {
    componentDidCatch(error: unknown, info: { componentStack: string }): void;
  }
}
declare module '@app/lib/layout' {
  type Target = import('react').ComponentType;
  export const SlotTargets: { Back: Target; Title: Target; Actions: Target; ContentHeader: Target; Sidebar: Target };
}
declare module '@app/lib/ui/loader' {
  export const Loader: import('react').ComponentType;
}
declare module '@app/lib/toast' {
  export const Toaster: import('react').ComponentType<{ children?: import('react').ReactNode }>;
}
declare module '@contember/react-*';
declare module '@contember/client-content';
declare module '@contember/graphql-client';
declare module '@contember/graphql-client-tenant';
declare module 'class-variance-authority';
declare module 'tailwind-merge';

// The 2.x frame's kit modules by name (frame/kit.mts, a virtual module of its build).
declare module 'live-preview-kit-modules' {
  const modules: Record<string, () => Promise<unknown>>;
  export default modules;
}
