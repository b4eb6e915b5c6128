// The mount of the 1.x frames: the admin's ApplicationEntrypoint (the same props in 1.1 and 1.2),
// connected to the engine of the run, with `$id` as the environment variable `id`.
import type { ComponentType, ReactNode } from 'react';
import type { MountProps } from '../admin';

interface EntrypointProps {
  apiBaseUrl: string;
  sessionToken?: string;
  project: string;
  stage: string;
  basePath?: string;
  envVariables?: Record<string, string>;
  children: ReactNode;
}

export function entrypointMount(ApplicationEntrypoint: ComponentType<EntrypointProps>): ComponentType<MountProps> {
  return function Mount({ engine, id, children }: MountProps): ReactNode {
    return (
      <ApplicationEntrypoint
        apiBaseUrl={engine.apiBaseUrl}
        sessionToken={engine.token}
        project={engine.project}
        stage="live"
        basePath={window.location.pathname}
        envVariables={id ? { id } : undefined}
      >
        {children}
      </ApplicationEntrypoint>
    );
  };
}
