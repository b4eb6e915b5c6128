// Cold start and memory of `npm run engine` (plugins/engine), for BENCHMARKS.md:
//   npx tsx scripts/bench-engine.mts [runs=5] [pages or folders=docs]
// Each run starts `npm run engine` as a reader does (a new PostgreSQL cluster and engine, every
// project of docs/ deployed with its seed data) and times it from the spawn to its "Ready" line.
// Then it sends one query to each project and reads the memory: the engine's RSS, and the
// proportional set size (PSS: shared memory split between the processes sharing it) of the
// PostgreSQL server and its backends. Then it stops the run with SIGTERM.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { graphqlRequest } from '../plugins/engine/src/deploy.mts';
import { readEngineState } from '../plugins/engine/src/state.mts';
import { median, treeRss } from './bench.mts';

function pssOfTree(rootPid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (Number(entry) !== rootPid && ppid !== rootPid) continue;
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8'))?.[1];
      total += Number(pss ?? 0) * 1024;
    } catch {
      // The process ended while we read it.
    }
  }
  return total;
}

interface Run {
  ready: number;
  modelsBuilt: number;
  postgres: number;
  engine: number;
  deployed: number;
  engineMb: number;
  postgresMb: number;
}

/** One `npm run engine`: resolves when it printed "Ready", with its output so far; rejects when it exits first. */
function startCli(pages: string[]): { child: ReturnType<typeof spawn>; ready: Promise<string> } {
  const child = spawn('npm', ['run', '--silent', 'engine', '--', ...pages], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/^Ready in /m.test(output)) resolve(output);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`npm run engine exited (${code}) before it was ready:\n${output}`)));
  });
  return { child, ready };
}

const runs = Number(process.argv[2] ?? 5);
const pages = process.argv.slice(3);
const rows: Run[] = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  const { child, ready } = startCli(pages);
  try {
    const output = await ready;
    const readySeconds = (performance.now() - started) / 1000;
    const timeline = /models built at ([\d.]+) s, PostgreSQL ready at ([\d.]+) s, engine at ([\d.]+) s, \d+ projects deployed at ([\d.]+) s/.exec(output);
    const state = readEngineState();
    if (!timeline || !state) throw new Error(`no timeline or no state file:\n${output}`);
    for (const project of state.projects) await graphqlRequest({ url: state.url, rootToken: state.rootToken }, new URL(project.contentUrl).pathname, '{ __typename }');
    const [modelsBuilt, postgres, engine, deployed] = timeline.slice(1).map(Number) as [number, number, number, number];
    rows.push({ ready: readySeconds, modelsBuilt, postgres, engine, deployed, engineMb: treeRss(state.enginePid) / 2 ** 20, postgresMb: pssOfTree(state.postgres.pid) / 2 ** 20 });
    console.log(`run ${run + 1}: ${JSON.stringify(rows.at(-1), (_, value: unknown) => (typeof value === 'number' ? Math.round(value * 100) / 100 : value))}`);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}
const of = (key: keyof Run) => median(rows.map((row) => row[key])).toFixed(key.endsWith('Mb') ? 0 : 2);
console.log(
  `median of ${runs}: ready ${of('ready')} s after the spawn of npm run engine; in the CLI's own timeline: models built at ${of('modelsBuilt')} s, ` +
    `PostgreSQL ready at ${of('postgres')} s, engine at ${of('engine')} s, projects deployed at ${of('deployed')} s; memory: engine ${of('engineMb')} MB RSS + PostgreSQL ${of('postgresMb')} MB PSS`,
);
