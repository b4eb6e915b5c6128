// node:crypto for the worker: the packages import it for md5 checksums of schemas and migrations,
// which only the system API (migration history) computes. The content API never calls it; a call
// would mean a code path the browser engine does not support, so it says so.
export const createHash = (algorithm: string): never => {
  throw new Error(`node:crypto createHash(${algorithm}) is not available in the browser engine (only the system API uses it)`);
};
export const randomUUID = (): string => globalThis.crypto.randomUUID();
export default { createHash, randomUUID };
