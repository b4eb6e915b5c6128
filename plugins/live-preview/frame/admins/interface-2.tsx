// The frame of Interface 2: @contember/interface 2.0.8 and the admin/lib kit of the template of
// @contember/create 2.0.8 (imported as `@app/lib/…`, as in a generated project), with the kit's
// Tailwind styles (vite.config.mts builds them with the template's own config). Set up as the
// template's admin/app/index.tsx does: SlotsProvider, ApplicationEntrypoint with the project, the
// session token, the base path and the `live` stage, a Toaster, and the targets of the kit's
// layout slots around the page, so what examples put in a slot (Slots.Actions …) shows.
import 'live-preview-kit.css';
import { ErrorBoundary as KitErrorBoundary } from '@app/lib/errors/error-boundary';
import { SlotTargets } from '@app/lib/layout';
import { Toaster } from '@app/lib/toast';
import { Loader } from '@app/lib/ui/loader';
import * as Interface from '@contember/interface';
import kitModules from 'live-preview-kit-modules';
import { SlotsProvider } from '@contember/react-slots';
import { useMemo, type ReactNode } from 'react';
import type { FrameAdmin, MountProps } from '../admin';

// The kit's colours follow a `.dark` class (the template's Tailwind `darkMode: ['class']`); the
// frame follows the system's colour scheme, as the site and the 1.x frames do (frame.css), so the
// kit's inputs and texts are not light on light in a dark scheme.
const darkScheme = window.matchMedia('(prefers-color-scheme: dark)');
const applyScheme = (): void => {
  document.documentElement.classList.toggle('dark', darkScheme.matches);
};
applyScheme();
darkScheme.addEventListener('change', applyScheme);

// The kit's error boundary (inside its Binding) shows only "Something went wrong" and logs the
// error: the frame also reports it as an error of the example (main.tsx lists uncaught errors), so
// readers and the render check see the message, a data binding error included.
const kitDidCatch = KitErrorBoundary.prototype.componentDidCatch;
KitErrorBoundary.prototype.componentDidCatch = function (this: InstanceType<typeof KitErrorBoundary>, error: unknown, info: { componentStack: string }) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error instanceof Error ? error.message : String(error) }));
  kitDidCatch?.call(this, error, info);
};

/**
 * The slot targets of the kit's LayoutComponent (title, back, actions, a right sidebar) in a
 * compact bar above the page: the kit's layout itself is a full-screen shell (a fixed sidebar,
 * `max-h-screen` with its own scrolling), which in a frame as tall as its content would grow
 * the frame without end.
 */
function FrameLayout({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-h-9 items-center justify-between gap-2 border-b pb-2">
        <div className="flex items-center gap-2">
          <SlotTargets.Back />
          <SlotTargets.Title />
        </div>
        <div className="flex items-center gap-2">
          <SlotTargets.Actions />
        </div>
      </div>
      <SlotTargets.ContentHeader />
      <div className="flex gap-4">
        <div className="min-w-0 flex-1">{children}</div>
        <SlotTargets.Sidebar />
      </div>
    </div>
  );
}

/**
 * The example once the tenant API has said who is signed in, as the template's layout waits for it
 * (IdentityLoader of admin/lib/binding). The identity extends the data binding's environment: when
 * it arrived after the form had loaded, the binding started anew under the form, and from then on
 * typed values stayed in the fields but the binding never became dirty (Save data disabled).
 * If the tenant API fails, the example renders without an identity, as before it arrives.
 */
function AfterIdentity({ children }: { children: ReactNode }): ReactNode {
  return Interface.useIdentityState() === 'loading' ? <Loader /> : children;
}

function Mount({ engine, id, children }: MountProps): ReactNode {
  // `$id` is a variable of the environment, as `id` of a page's URL is in a generated project.
  const environment = useMemo(() => (id ? Interface.Environment.create().withVariables({ id }) : undefined), [id]);
  return (
    <SlotsProvider>
      <Interface.ApplicationEntrypoint
        apiBaseUrl={engine.apiBaseUrl}
        sessionToken={engine.token}
        project={engine.project}
        stage="live"
        basePath={window.location.pathname}
        environment={environment}
      >
        <Toaster>
          <FrameLayout>
            <AfterIdentity>{children}</AfterIdentity>
          </FrameLayout>
        </Toaster>
      </Interface.ApplicationEntrypoint>
    </SlotsProvider>
  );
}

const admin: FrameAdmin = {
  modules: { '@contember/interface': Interface },
  // The packages a project made by @contember/create 2.0.8 installs for its admin (and the headless
  // packages @contember/interface builds on, such as @contember/react-richtext-renderer), each
  // loaded when an example imports it.
  lazyModules: {
    // The kit's modules (frame/kit.mts), by the name examples import: `@app/lib/binding` …
    ...kitModules,
    '@contember/client-content': () => import('@contember/client-content'),
    '@contember/graphql-client': () => import('@contember/graphql-client'),
    '@contember/graphql-client-tenant': () => import('@contember/graphql-client-tenant'),
    '@contember/react-binding': () => import('@contember/react-binding'),
    '@contember/react-block-repeater': () => import('@contember/react-block-repeater'),
    '@contember/react-board': () => import('@contember/react-board'),
    '@contember/react-board-dnd-kit': () => import('@contember/react-board-dnd-kit'),
    '@contember/react-client': () => import('@contember/react-client'),
    '@contember/react-client-tenant': () => import('@contember/react-client-tenant'),
    '@contember/react-dataview': () => import('@contember/react-dataview'),
    '@contember/react-form': () => import('@contember/react-form'),
    '@contember/react-identity': () => import('@contember/react-identity'),
    '@contember/react-repeater': () => import('@contember/react-repeater'),
    '@contember/react-repeater-dnd-kit': () => import('@contember/react-repeater-dnd-kit'),
    '@contember/react-richtext-renderer': () => import('@contember/react-richtext-renderer'),
    '@contember/react-routing': () => import('@contember/react-routing'),
    '@contember/react-select': () => import('@contember/react-select'),
    '@contember/react-slate-editor': () => import('@contember/react-slate-editor'),
    '@contember/react-slate-editor-base': () => import('@contember/react-slate-editor-base'),
    '@contember/react-slots': () => import('@contember/react-slots'),
    '@contember/react-uploader': () => import('@contember/react-uploader'),
    '@contember/react-uploader-dropzone': () => import('@contember/react-uploader-dropzone'),
    '@contember/react-utils': () => import('@contember/react-utils'),
    'class-variance-authority': () => import('class-variance-authority'),
    'clsx': () => import('clsx'),
    'lucide-react': () => import('lucide-react'),
    'slate': () => import('slate'),
    'slate-react': () => import('slate-react'),
    'tailwind-merge': () => import('tailwind-merge'),
  },
  Mount,
};

export default admin;
