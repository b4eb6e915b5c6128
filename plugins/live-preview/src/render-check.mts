// The render check (`npm run check:renders`, the `renders` step of `npm test`): renders every
// render target of the given pages (render-targets.mts) in the preview frame of its Interface
// version (frame/frames.ts), in Chromium, on a
// real engine with the page's project, as a reader's "Run live preview" would. A block fails when
// the frame shows a problem (the error boundary, a data binding error, an uncaught error, a
// request the engine refused: the frame's reportingFetch), when a request to the engine fails,
// or when a block that reads data shows no string of the page's seed data (or not its `shows`).
import { mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startDocsEngine } from '../../engine/src/docs-engine.mts';
import { SITE_ROOT, type Engine } from '../../engine/src/engine.mts';
import { pageProject, type DocsProject } from '../../engine/src/projects.mts';
import { launchBrowser } from '../../../tests/e2e/support/browser.mts';
import { startStaticServer, type RunningServer } from '../../../scripts/lib/static-server.mts';
import type { EngineTarget, RunMessage } from '../frame/protocol.ts';
import { docsVersionInterface } from '../../code-samples/src/versions.mts';
import { frameFor, type FrameDefinition } from '../frame/frames.ts';
import { buildFrames, FRAME_STATIC_DIR } from './plugin.mts';
import { isInterfacePage, renderTargetsOf, targetProblem, type RenderTarget } from './render-targets.mts';
import { engineActivity, prepareRenderBrowserEngine, type RenderBrowserEngine } from './render-browser-engine.mts';

export interface RenderProblem {
  /** The page, relative to the site root. */
  file: string;
  /** The line of the block's opening fence. */
  line: number;
  message: string;
}

export interface RenderReport {
  rendered: number;
  /** Blocks with `norender="reason"`. */
  notRendered: { file: string; line: number; reason: string }[];
  problems: RenderProblem[];
  /** Pages with at least one render target. */
  pages: number;
}

export interface RenderCheckOptions {
  /** Absolute paths of the pages to check. */
  pages: string[];
  /** Which pages have render targets; default: the Interface pages (isInterfacePage). */
  interfacePage?: (relativePath: string) => boolean;
  /** Most seconds a block may take to render its data. */
  timeoutSeconds?: number;
  /**
   * The engine the blocks render on: `browser`, the engine in the reader's browser that previews of
   * the deployed site use (render-browser-engine.mts), or `server`, an Engine 2.0.8 on PostgreSQL as
   * under `npm start`. Default: RENDER_ENGINE in the environment, else `browser`.
   */
  engine?: RenderEngineKind;
  /** Docs pages rendered side by side, each in its own browser page per frame; default RENDER_LANES. */
  lanes?: number;
  /** Progress lines (one per page). */
  log?: (line: string) => void;
  /** A folder to save a screenshot of each rendered block in (`<page slug>-<line>.png`), to see what rendered. */
  screenshots?: string;
}

/** Strings of a seed mutation that a rendered block may show: its string literals of 2 or more characters. */
export function seedStrings(seed: string): string[] {
  const found = new Set<string>();
  for (const match of seed.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)) {
    let value: string;
    try {
      value = JSON.parse(`"${match[1]!}"`) as string;
    } catch {
      continue;
    }
    if (value.trim().length >= 2) found.add(value.trim());
  }
  return [...found];
}

/**
 * What the block must show: its `shows`, or else the seed strings it does not itself contain (a
 * label equal to a seeded value would otherwise prove nothing). Empty when it reads no data.
 */
export function expectedTexts(target: RenderTarget, seed: string | null): string[] {
  if (target.shows !== null) return [target.shows];
  if (!target.entities.length || !seed) return [];
  return seedStrings(seed).filter((value) => !target.code.includes(value));
}

/** The frame's text, with the values of its form fields (a text input shows its value, not text). */
async function frameText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map((field) => field.value);
    return `${document.body.innerText}\n${values.join('\n')}`;
  });
}

/** The problems the frame shows (its `Problem` element: error boundary, binding, uncaught, refused requests, no engine). */
async function frameProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('div.problem[role="alert"]')].map((element) => element.innerText.replace(/\s+/g, ' ').trim()));
}

/** Docs pages the check renders at once (RENDER_LANES in the environment); figures in BENCHMARKS.md. */
export const RENDER_LANES = Math.max(1, Number(process.env.RENDER_LANES ?? 4));

export type RenderEngineKind = 'browser' | 'server';

function renderEngineFromEnv(): RenderEngineKind {
  const value = process.env.RENDER_ENGINE ?? 'browser';
  if (value !== 'browser' && value !== 'server') throw new Error(`RENDER_ENGINE is "${value}": use browser (the default) or server.`);
  return value;
}

/** The engine of a check run: a started server engine, or the files of the engine in the browser. */
type CheckEngine = { kind: 'server'; engine: Engine } | { kind: 'browser'; engine: RenderBrowserEngine };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** How long the engine answers nothing before a block counts as done with its requests. */
const ENGINE_QUIET_MS = 600;

interface Renderer {
  render(target: RenderTarget, project: DocsProject, seed: string | null): Promise<string[]>;
  screenshot(path: string): Promise<void>;
}

/** One page with a frame, reused for every block of its Interface version (a new run message, a new revision each). */
async function openFrame(context: BrowserContext, server: RunningServer, frame: FrameDefinition, checkEngine: CheckEngine, timeoutSeconds: number): Promise<Renderer> {
  const page = await context.newPage();
  // Requests to the engine of the block being rendered: pending ones, and those that failed.
  let pending = 0;
  let lastActivity = Date.now();
  let failures: string[] = [];
  let generation = 0;
  // The engine in the browser is reached through a port, not the network: its relay counts instead.
  const isEngine = (url: string) => checkEngine.kind === 'server' && url.startsWith(checkEngine.engine.url);
  /** The engine of the project the frame page is connected to (the engine in the browser: one project at a time). */
  let connected: { slug: string; target: EngineTarget } | undefined;
  const engineFor = async (project: DocsProject): Promise<EngineTarget> => {
    if (checkEngine.kind === 'server') return { apiBaseUrl: checkEngine.engine.url, project: project.slug, token: checkEngine.engine.rootToken };
    if (connected?.slug !== project.slug) connected = { slug: project.slug, target: await checkEngine.engine.connect(page, project) };
    return connected.target;
  };
  // The block each request was made for: a late answer to the previous block's request is not this block's failure.
  const startedFor = new WeakMap<object, number>();
  page.on('request', (request) => {
    if (!isEngine(request.url())) return;
    startedFor.set(request, generation);
    pending++;
    lastActivity = Date.now();
  });
  const settle = (request: object, failure?: string) => {
    pending = Math.max(0, pending - 1);
    lastActivity = Date.now();
    if (failure && startedFor.get(request) === generation) failures.push(failure);
  };
  page.on('requestfinished', async (request) => {
    if (!isEngine(request.url())) return;
    const response = await request.response().catch(() => null);
    const status = response?.status() ?? 0;
    settle(request, status >= 400 ? `a request to ${new URL(request.url()).pathname} of the engine answered ${status}` : undefined);
  });
  page.on('requestfailed', (request) => {
    if (!isEngine(request.url())) return;
    const reason = request.failure()?.errorText ?? 'failed';
    // An aborted request belongs to a block the frame no longer renders.
    settle(request, reason.includes('ERR_ABORTED') ? undefined : `a request to ${new URL(request.url()).pathname} of the engine failed: ${reason}`);
  });
  await page.goto(`${server.url}${frame.base}`);
  await page.getByText('Waiting for the example').waitFor({ timeout: 30_000 });
  let revision = 0;
  return {
    async render(target, project, seed) {
      generation++;
      failures = [];
      revision++;
      let engine: EngineTarget;
      try {
        engine = await engineFor(project);
      } catch (error) {
        connected = undefined;
        return [`the engine in the browser did not start: ${(error as Error).message}`];
      }
      if (checkEngine.kind === 'browser') await engineActivity(page, true);
      const message: RunMessage = { type: 'live-preview:run', code: target.code, engine, revision };
      await page.evaluate((run) => window.postMessage(run, window.location.origin), message);
      // Until the frame renders this run, what it shows (a problem, the data) is the last block's.
      await page.waitForFunction((current) => document.querySelector('.frame')?.getAttribute('data-revision') === String(current), revision, { timeout: timeoutSeconds * 1000 });
      const expected = expectedTexts(target, seed);
      const started = Date.now();
      const deadline = started + timeoutSeconds * 1000;
      // The engine is quiet: no request under way, and none for ENGINE_QUIET_MS.
      const quiet = () => pending === 0 && Date.now() - lastActivity > ENGINE_QUIET_MS;
      // A problem can show while the block's other requests (the admin's `me` beside its data) are
      // still under way, and their answers make its tree report again, in a task that may come
      // after the next block's run. The next block starts once they are done, as after data that
      // showed; the problems are those the frame shows then.
      const settled = async (first: string[]): Promise<string[]> => {
        for (;;) {
          if (checkEngine.kind === 'browser') ({ pending, last: lastActivity } = await engineActivity(page));
          if (quiet() || Date.now() > deadline) break;
          await sleep(150);
        }
        const problems = await frameProblems(page);
        return problems.length ? problems : first;
      };
      let shown = expected.length === 0;
      // Until the data shows (or, for a block without data, the engine is quiet), or a problem.
      for (;;) {
        await sleep(150);
        if (checkEngine.kind === 'browser') ({ pending, last: lastActivity, failures } = await engineActivity(page));
        const problems = await frameProblems(page);
        if (problems.length) return settled(problems);
        if (failures.length) return [...failures];
        const settledDown = quiet() && Date.now() - started > 800;
        if (!shown) {
          const text = await frameText(page);
          shown = expected.some((value) => text.includes(value));
        }
        if (shown && settledDown) break;
        if (Date.now() > deadline) {
          if (shown) break;
          const what = target.shows !== null ? `"${target.shows}" (its shows=)` : `any string of the page's seed data (${expected.slice(0, 4).map((value) => JSON.stringify(value)).join(', ')}${expected.length > 4 ? ', …' : ''})`;
          return [`the block reads ${target.entities.join(', ') || 'data'} but shows ${what} after ${timeoutSeconds} s`];
        }
      }
      // A late error (a request answered after the data showed).
      await sleep(200);
      if (checkEngine.kind === 'browser') ({ failures } = await engineActivity(page));
      const late = await frameProblems(page);
      return late.length ? late : [...failures];
    },
    async screenshot(path) {
      await page.screenshot({ path, fullPage: true });
    },
  };
}

/**
 * One browser and one static server of the frames. Each lane has its own page per frame, opened
 * when its first block comes: lanes render different docs pages side by side (a block spends
 * most of its time waiting for the engine to go quiet, not on the CPU).
 */
async function startRenderers(checkEngine: CheckEngine, frames: readonly FrameDefinition[], timeoutSeconds: number) {
  const server: RunningServer = await startStaticServer({ root: checkEngine.kind === 'browser' ? checkEngine.engine.root : FRAME_STATIC_DIR });
  let browser: Browser | undefined;
  let context: BrowserContext;
  try {
    browser = await launchBrowser({ compilers: 'check' });
    // One context for every frame page: they share the HTTP cache, so the admins, the worker and
    // PostgreSQL are downloaded and compiled once (BENCHMARKS.md, "Test suite"); each page still
    // has its own worker and data. A fixed locale and time zone: dates and numbers show the same
    // on every machine (`shows=`).
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
  } catch (error) {
    await browser?.close();
    await server.close();
    throw error;
  }
  const opened = new Map<string, Promise<Renderer>>();
  return {
    /** The renderer of a frame in a lane. */
    of(frame: FrameDefinition, lane: number): Promise<Renderer> {
      const key = `${lane} ${frame.base}`;
      if (!opened.has(key)) opened.set(key, openFrame(context, server, frame, checkEngine, timeoutSeconds));
      return opened.get(key)!;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Renders the render targets of the pages; the engine and the browser are stopped before it returns. */
export async function checkRenders({
  pages,
  interfacePage = isInterfacePage,
  timeoutSeconds = 20,
  engine: engineKind = renderEngineFromEnv(),
  lanes = RENDER_LANES,
  log = () => undefined,
  screenshots,
}: RenderCheckOptions): Promise<RenderReport> {
  const report: RenderReport = { rendered: 0, notRendered: [], problems: [], pages: 0 };
  const toRender: { file: string; absolute: string; targets: RenderTarget[]; project: DocsProject }[] = [];
  for (const absolute of pages) {
    const file = relative(SITE_ROOT, absolute);
    const targets = renderTargetsOf(readFileSync(absolute, 'utf8'), interfacePage(file), docsVersionInterface(file));
    if (!targets.length) continue;
    report.pages++;
    const rendered: RenderTarget[] = [];
    for (const target of targets) {
      const problem = targetProblem(target);
      if (problem) report.problems.push({ file, line: target.line, message: problem });
      else if (target.norender !== null) report.notRendered.push({ file, line: target.line, reason: target.norender });
      else rendered.push(target);
    }
    if (!rendered.length) continue;
    let project: DocsProject | null;
    try {
      project = pageProject(absolute);
    } catch (error) {
      report.problems.push({ file, line: rendered[0]!.line, message: `the page's project does not build: ${(error as Error).message}` });
      continue;
    }
    if (!project) {
      for (const target of rendered) {
        report.problems.push({
          file,
          line: target.line,
          message: 'the page has no model to render the block on: give it a model and seed data ("Model" and "Seed data" tabs) or `model_from:` a page with one, or give the block norender="<reason>"',
        });
      }
      continue;
    }
    toRender.push({ file, absolute, targets: rendered, project });
  }
  if (!toRender.length) return report;

  // The frames of the blocks' Interface versions (targetProblem left out the blocks no frame renders).
  const frameOf = (target: RenderTarget): FrameDefinition => frameFor(target.block.interfaceVersion)!;
  const frames = [...new Set(toRender.flatMap(({ targets }) => targets.map(frameOf)))];
  buildFrames(frames);
  let checkEngine: CheckEngine;
  /** The project of a docs page on the check's engine (the server engine deploys them with its own names). */
  let projectOf: (page: (typeof toRender)[number]) => DocsProject | undefined;
  if (engineKind === 'server') {
    const docsEngine = await startDocsEngine({ pages: toRender.map(({ absolute }) => absolute) });
    checkEngine = { kind: 'server', engine: docsEngine.engine };
    projectOf = ({ file }) => docsEngine.projects.find((candidate) => candidate.page === file);
  } else {
    checkEngine = { kind: 'browser', engine: await prepareRenderBrowserEngine(toRender.map(({ project }) => project)) };
    projectOf = ({ project }) => project;
  }
  let renderers: Awaited<ReturnType<typeof startRenderers>> | undefined;
  try {
    const pool = await startRenderers(checkEngine, frames, timeoutSeconds);
    renderers = pool;
    const problemsOf = new Map<string, RenderProblem[]>();
    /** Renders one docs page's blocks one after the other, in a lane of its own (a page's blocks share its project's data). */
    const renderPage = async (page: (typeof toRender)[number], lane: number) => {
      const { file, targets } = page;
      const problems: RenderProblem[] = [];
      problemsOf.set(file, problems);
      const project = projectOf(page);
      if (!project) {
        for (const target of targets) problems.push({ file, line: target.line, message: 'the engine has no project for the page' });
        return;
      }
      let failed = 0;
      for (const target of targets) {
        const renderer = await pool.of(frameOf(target), lane);
        const messages = await renderer.render(target, project, project.seed?.code ?? null);
        if (messages.length) {
          failed++;
          for (const message of messages) problems.push({ file, line: target.line, message });
        } else {
          report.rendered++;
        }
        if (screenshots) {
          mkdirSync(screenshots, { recursive: true });
          await renderer.screenshot(join(screenshots, `${project.slug}-${target.line}.png`));
        }
      }
      log(`${file}: ${targets.length - failed} of ${targets.length} rendered`);
    };
    const queue = [...toRender];
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(lanes, queue.length)) }, async (_, lane) => {
        for (let next = queue.shift(); next; next = queue.shift()) await renderPage(next, lane);
      }),
    );
    // In page order, whichever lane rendered them.
    for (const { file } of toRender) report.problems.push(...(problemsOf.get(file) ?? []));
  } finally {
    await renderers?.close();
    if (checkEngine.kind === 'server') await checkEngine.engine.stop();
    else checkEngine.engine.remove();
  }
  return report;
}
