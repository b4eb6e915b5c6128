// The frame of Interface 2: @contember/interface 2.0.8 and the admin/lib kit of the template of
// @contember/create 2.0.8 (imported as `@app/lib/…`, as in a generated project), with the kit's
// Tailwind styles (vite.config.mts builds them with the template's own config). Set up as the
// template's admin/app/index.tsx does: SlotsProvider, ApplicationEntrypoint with the project, the
// session token, the base path and the `live` stage, a Toaster, and the kit's layout around the
// page, so the slots examples fill (Slots.Actions …) have their places.
import 'live-preview-kit.css';
import { ErrorBoundary as KitErrorBoundary } from '@app/lib/errors/error-boundary';
import { LayoutComponent } from '@app/lib/layout';
import { Toaster } from '@app/lib/toast';
import * as Interface from '@contember/interface';
import kitModules from 'live-preview-kit-modules';
import { SlotsProvider } from '@contember/react-slots';
import { useMemo, type ReactNode } from 'react';
import type { FrameAdmin, MountProps } from '../admin';

// The kit's error boundary (inside its Binding) shows only "Something went wrong" and logs the
// error: the frame also reports it as an error of the example (main.tsx lists uncaught errors), so
// readers and the render check see the message, a data binding error included.
const kitDidCatch = KitErrorBoundary.prototype.componentDidCatch;
KitErrorBoundary.prototype.componentDidCatch = function (this: InstanceType<typeof KitErrorBoundary>, error: unknown, info: { componentStack: string }) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error instanceof Error ? error.message : String(error) }));
  kitDidCatch?.call(this, error, info);
};

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
          <LayoutComponent>{children}</LayoutComponent>
        </Toaster>
      </Interface.ApplicationEntrypoint>
    </SlotsProvider>
  );
}

const admin: FrameAdmin = {
  modules: { '@contember/interface': Interface },
  // The packages a project made by @contember/create 2.0.8 installs for its admin (and the headless
  // packages @contember/interface builds on), each loaded when an example imports it.
  lazyModules: {
    // The kit's modules (frame/kit.mts), by the name examples import: `@app/lib/binding` …
    ...kitModules,
    '@contember/react-binding': () => import('@contember/react-binding'),
    '@contember/react-block-repeater': () => import('@contember/react-block-repeater'),
    '@contember/react-board': () => import('@contember/react-board'),
    '@contember/react-client': () => import('@contember/react-client'),
    '@contember/react-dataview': () => import('@contember/react-dataview'),
    '@contember/react-form': () => import('@contember/react-form'),
    '@contember/react-identity': () => import('@contember/react-identity'),
    '@contember/react-repeater': () => import('@contember/react-repeater'),
    '@contember/react-routing': () => import('@contember/react-routing'),
    '@contember/react-select': () => import('@contember/react-select'),
    '@contember/react-slate-editor': () => import('@contember/react-slate-editor'),
    '@contember/react-slots': () => import('@contember/react-slots'),
    '@contember/react-uploader': () => import('@contember/react-uploader'),
    '@contember/react-utils': () => import('@contember/react-utils'),
    '@contember/client-content': () => import('@contember/client-content'),
    'lucide-react': () => import('lucide-react'),
  },
  Mount,
};

export default admin;
