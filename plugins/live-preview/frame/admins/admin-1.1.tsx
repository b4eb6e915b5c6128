// The frame of Interface 1.1: @contember/admin 1.1.0-beta.4 (installed as contember-admin-v1.1,
// its @contember/* dependencies at the top of node_modules), on React 18 like the 1.2 frame.
import 'contember-admin-v1.1/style.css';
import * as Admin from 'contember-admin-v1.1';
import type { FrameAdmin } from '../admin';
import { entrypointMount } from './entrypoint';

const admin: FrameAdmin = { modules: { '@contember/admin': Admin }, lazyModules: {}, Mount: entrypointMount(Admin.ApplicationEntrypoint) };

export default admin;
