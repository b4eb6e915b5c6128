// Long tasks of a page's main thread, measured by the CPU time the thread spent in each task (the
// RunTask events of a Chromium trace). A PerformanceObserver 'longtask' entry is wall-clock time:
// on a machine busy with other processes (the suite runs two steps at a time on two cores) a
// 15-ms task waits for a core and is reported at 60 ms. The thread's CPU time is the page's own
// work, what the task costs on a reader's machine that is not shared. Only the renderer that shows
// the page counts: a browser-wide trace also holds the other tabs the suite has open.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; type?: string; frame?: string };
    beginData?: { frame?: string };
  };
}

export interface LongTask {
  /** CPU time of the renderer's main thread in the task, ms. */
  cpuMs: number;
  /** Wall-clock time of the task, ms. */
  wallMs: number;
  /** The task's costliest direct parts (trace event, script or event type, CPU ms), so a failure says what ran. */
  parts: string[];
}

/** A long task, as the search's budget and Chromium's 'longtask' entries count it: over 50 ms. */
const LONG_TASK_MS = 50;

/** The tasks of `page`'s main thread that took more than `overMs` of CPU time while `action` ran. */
export async function longTasksDuring(page: Page, action: () => Promise<void>, overMs = LONG_TASK_MS): Promise<LongTask[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error('longTasksDuring needs a page of a launched browser (it traces the browser).');
  const session = await page.context().newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  await session.detach();
  await browser.startTracing(undefined, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'v8'] });
  let trace: Buffer;
  try {
    await action();
  } finally {
    trace = await browser.stopTracing();
  }
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's main frame id is its target id; the events about that frame carry its renderer's pid.
  const pid = events.find((event) => (event.args?.data?.frame ?? event.args?.beginData?.frame) === targetInfo.targetId)?.pid;
  if (pid === undefined) throw new Error(`The trace has no event of the page's frame ${targetInfo.targetId}.`);
  const mainThread = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain');
  if (!mainThread) throw new Error(`The trace names no main thread of the page's renderer (pid ${pid}).`);
  const onMainThread = events
    .filter((event) => event.ph === 'X' && event.pid === pid && event.tid === mainThread.tid)
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMainThread.filter((event) => event.name === 'RunTask');
  if (tasks.length > 0 && tasks.every((task) => task.tdur === undefined)) throw new Error('The trace has no thread times (tdur) for its tasks.');
  return tasks
    .filter((task) => (task.tdur ?? 0) > overMs * 1000)
    .map((task) => ({ cpuMs: Math.round(task.tdur! / 1000), wallMs: Math.round((task.dur ?? 0) / 1000), parts: partsOf(task, onMainThread) }));
}

const endOf = (event: TraceEvent) => event.ts + (event.dur ?? 0);
const costOf = (event: TraceEvent) => event.tdur ?? event.dur ?? 0;

/** The task's top-level children (not their nested subphases), costliest first. */
function partsOf(task: TraceEvent, sortedEvents: TraceEvent[]): string[] {
  const inside = sortedEvents.filter((event) => event !== task && event.ts >= task.ts && endOf(event) <= endOf(task));
  const children: TraceEvent[] = [];
  for (const event of inside) {
    const last = children.at(-1);
    if (last && event.ts >= last.ts && endOf(event) <= endOf(last)) continue;
    children.push(event);
  }
  return children
    .sort((a, b) => costOf(b) - costOf(a))
    .slice(0, 5)
    .map((event) => `${event.name} ${event.args?.data?.url ?? event.args?.data?.functionName ?? event.args?.data?.type ?? ''} ${Math.round(costOf(event) / 1000)} ms`);
}

/**
 * The long tasks of three runs of a measurement, each on a page of its own. A task over the limit
 * because of the page's code shows in every run; one of a garbage collection that the loaded CI
 * machine stretched (a 62-ms task of which MinorGC was 16 ms, in one run of many) shows in one.
 */
export async function inRuns(measure: () => Promise<LongTask[]>, times = 3): Promise<LongTask[][]> {
  const runs: LongTask[][] = [];
  for (let run = 0; run < times; run++) runs.push(await measure());
  return runs;
}

/** Fails unless most runs had no long task, listing every run's long tasks. */
export function assertMostRunsClean(runs: LongTask[][]): void {
  const clean = runs.filter((long) => long.length === 0).length;
  assert.ok(clean > runs.length / 2, `tasks of the page over ${LONG_TASK_MS} ms of CPU time, in the ${runs.length} runs: ${JSON.stringify(runs, null, 1)}`);
}
