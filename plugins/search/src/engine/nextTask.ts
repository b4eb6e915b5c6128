interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Settles in a later task of the event loop, so the browser can handle input and paint in between.
 * `scheduler.yield()` (Chromium 129) resumes ahead of other queued tasks; elsewhere (Node, older
 * browsers) a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
