// node:async_hooks for the worker: browsers have no async context, so AsyncLocalStorage is emulated
// for how the engine's packages use it in a worker that serves one request at a time.
// - @contember/logger keeps the request's logger in one: the store of the outermost run() stays
//   current until that run's promise settles (the whole request), across its awaits.
// - @contember/database's Mutex records the mutexes a call chain holds, to throw instead of
//   deadlocking on re-entry: a nested run() applies only to the synchronous part of its callback,
//   so a store is never seen outside its own chain (no false deadlock; a real one waits instead).
export class AsyncLocalStorage<T> {
  private outer: T | undefined;
  private outerActive = false;
  private readonly nested: T[] = [];

  getStore(): T | undefined {
    return this.nested.length ? this.nested[this.nested.length - 1] : this.outer;
  }

  run<R>(store: T, callback: (...args: unknown[]) => R, ...args: unknown[]): R {
    if (this.outerActive || this.nested.length) {
      this.nested.push(store);
      try {
        return callback(...args);
      } finally {
        this.nested.pop();
      }
    }
    this.outer = store;
    this.outerActive = true;
    const end = () => {
      this.outer = undefined;
      this.outerActive = false;
    };
    let result: R;
    try {
      result = callback(...args);
    } catch (error) {
      end();
      throw error;
    }
    if (result instanceof Promise) {
      return result.then((value) => { end(); return value; }, (error: unknown) => { end(); throw error; }) as R;
    }
    end();
    return result;
  }
}
