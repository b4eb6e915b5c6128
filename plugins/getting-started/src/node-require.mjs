// Loaded with `node --import` before the Contember CLI 2.0.8 of the npm package, whose run.js calls
// require() in an ES module (Bun allows it, Node does not): a global require for it.
import { createRequire } from 'node:module';

globalThis.require = createRequire(import.meta.url);
