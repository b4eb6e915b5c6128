// The frame of Interface 1.2: @contember/admin 1.2.2 (installed as contember-admin-v1.2), and
// @contember/layout 1.2.0-rc.16 with its stylesheet, loaded only for an example that imports it.
import 'contember-admin-v1.2/style.css';
import * as Admin from 'contember-admin-v1.2';
import type { FrameAdmin } from '../admin';
import { entrypointMount } from './entrypoint';

const admin: FrameAdmin = {
  modules: { '@contember/admin': Admin },
  lazyModules: {
    // The icons of @contember/ui, which doc-comment examples of the API reference import.
    'lucide-react': () => import('lucide-react'),
    '@contember/layout': async () => {
      const [layout] = await Promise.all([import('contember-layout-v1.2'), import('contember-layout-v1.2/index.css')]);
      return layout;
    },
  },
  Mount: entrypointMount(Admin.ApplicationEntrypoint),
};

export default admin;
