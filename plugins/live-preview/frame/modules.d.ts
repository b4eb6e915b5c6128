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
