// Loaded into the engine process with `node --import`: registers dedupe-hooks.mjs (see there).
import { register } from 'node:module';

register('./dedupe-hooks.mjs', import.meta.url);
