// Node globals the engine's packages use, for the worker (the bundler replaces each free use of
// these names with the export of the same name).
// - process: @contember/database times each query with process.hrtime.bigint(); a worker has
//   performance.now() (the timings are not reported anywhere).
// - setImmediate: the content API yields with it between steps of a mutation; a zero-delay timeout
//   does the same in a worker.
export const process = {
  env: {} as Record<string, string | undefined>,
  hrtime: { bigint: (): bigint => BigInt(Math.round(performance.now() * 1e6)) },
};

export const setImmediate = (callback: (...args: unknown[]) => void, ...args: unknown[]) => globalThis.setTimeout(callback, 0, ...args);
export const clearImmediate = (handle: ReturnType<typeof globalThis.setTimeout>) => globalThis.clearTimeout(handle);
