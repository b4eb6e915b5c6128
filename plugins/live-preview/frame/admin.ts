// What a frame's admin module (admins/*.tsx, resolved per build as `live-preview-admin`, see
// vite.config.mts) gives the frame: the packages examples import, and the component that sets the
// admin up around the example, connected to the engine. The rest of the frame is the same for all.
import type { ComponentType, ReactNode } from 'react';
import type { EngineTarget } from './protocol';

export interface MountProps {
  engine: EngineTarget;
  /** The id `$id` stands for (the first record of the entity the scope names), if the code uses it. */
  id?: string;
  children: ReactNode;
}

export interface FrameAdmin {
  /** Packages an example may import, by name (`@contember/admin` …). */
  modules: Record<string, unknown>;
  /** Packages loaded only for an example that imports them (a chunk of their own). */
  lazyModules: Record<string, () => Promise<unknown>>;
  /** Sets the admin up around the example (client, session, routing, environment). */
  Mount: ComponentType<MountProps>;
}
