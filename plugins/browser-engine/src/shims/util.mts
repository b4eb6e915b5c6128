// node:util for the worker: the content API compares GraphQL argument values with
// isDeepStrictEqual, and @contember/logger formats values with inspect (the worker's logger
// discards every entry, so a plain rendering is enough).
import deepEqual from 'fast-deep-equal';

export const isDeepStrictEqual = (a: unknown, b: unknown): boolean => deepEqual(a, b);
export const inspect = (value: unknown): string => {
  try {
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return String(value);
  }
};
export default { isDeepStrictEqual, inspect };
