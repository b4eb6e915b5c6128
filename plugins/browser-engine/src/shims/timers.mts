// node:timers for the worker: the engine's packages import the timer functions from it; a worker
// has the same functions as globals (setImmediate from globals.mts).
export const setTimeout = globalThis.setTimeout.bind(globalThis);
export const clearTimeout = globalThis.clearTimeout.bind(globalThis);
export const setInterval = globalThis.setInterval.bind(globalThis);
export const clearInterval = globalThis.clearInterval.bind(globalThis);
export { clearImmediate, setImmediate } from './globals.mts';
import { clearImmediate, setImmediate } from './globals.mts';
export default { setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate };
