// Long tasks of a page's main thread, measured by the CPU time the thread spent in each task (the
// RunTask events of a Chromium trace). A PerformanceObserver 'longtask' entry is wall-clock time:
// on a machine busy with other processes (the suite runs two steps at a time on two cores) a
// 15-ms task waits for a core and is reported at 60 ms. The thread's CPU time is the page's own
// work, what the task costs on a reader's machine that is not shared.
import type { Browser } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface LongTask {
  /** CPU time of the renderer's main thread in the task, ms. */
  cpuMs: number;
  /** Wall-clock time of the task, ms. */
  wallMs: number;
}

/** The tasks of the renderers' main threads that took more than `overMs` of CPU time while `action` ran. */
export async function longTasksDuring(browser: Browser, action: () => Promise<void>, overMs = 50): Promise<LongTask[]> {
  await browser.startTracing(undefined, { categories: ['disabled-by-default-devtools.timeline'] });
  let trace: Buffer;
  try {
    await action();
  } finally {
    trace = await browser.stopTracing();
  }
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const tasks = events.filter((event) => event.name === 'RunTask' && mainThreads.has(`${event.pid}:${event.tid}`));
  if (tasks.length > 0 && tasks.every((task) => task.tdur === undefined)) throw new Error('The trace has no thread times (tdur) for its tasks.');
  return tasks.filter((task) => (task.tdur ?? 0) > overMs * 1000).map((task) => ({ cpuMs: Math.round(task.tdur! / 1000), wallMs: Math.round((task.dur ?? 0) / 1000) }));
}
