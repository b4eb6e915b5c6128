// Cold start and memory of `npm run engine` (plugins/engine), for BENCHMARKS.md:
//   npx tsx scripts/bench-engine.mts [runs=5] [pages or folders=docs]
// Each run starts a new PostgreSQL cluster and engine, deploys every project of docs/ with its seed
// data, sends one query to each project, then reads the memory: the engine's RSS and the
// proportional set size (PSS: shared memory split between the processes sharing it) of the
// PostgreSQL server and its backends.
import { readdirSync, readFileSync } from 'node:fs';
import { contentPath, deployProjects, graphqlRequest } from '../plugins/engine/src/deploy.mts';
import { startEngine } from '../plugins/engine/src/engine.mts';
import { discoverProjects } from '../plugins/engine/src/projects.mts';
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

const runs = Number(process.argv[2] ?? 5);
const targets = process.argv.slice(3);
const rows: { ready: number; postgres: number; engine: number; deploy: number; engineMb: number; postgresMb: number }[] = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  const starting = startEngine();
  const projects = targets.length ? discoverProjects(targets) : discoverProjects();
  const engine = await starting;
  try {
    const deployStarted = performance.now();
    await deployProjects(engine, projects);
    const ready = performance.now();
    for (const project of projects) await graphqlRequest(engine, contentPath(project), '{ __typename }');
    rows.push({
      ready: (ready - started) / 1000,
      postgres: engine.startSeconds.postgres,
      engine: engine.startSeconds.engine,
      deploy: (ready - deployStarted) / 1000,
      engineMb: treeRss(engine.pid) / 2 ** 20,
      postgresMb: pssOfTree(engine.postgres.pid) / 2 ** 20,
    });
    console.log(`run ${run + 1}: ${JSON.stringify(rows.at(-1), (_, value: unknown) => (typeof value === 'number' ? Math.round(value * 100) / 100 : value))}`);
  } finally {
    await engine.stop();
  }
}
const of = (key: keyof (typeof rows)[number]) => median(rows.map((row) => row[key])).toFixed(key.endsWith('Mb') ? 0 : 2);
console.log(
  `median of ${runs}: ready ${of('ready')} s (PostgreSQL ${of('postgres')} s, engine ${of('engine')} s, deploy ${of('deploy')} s), ` +
    `memory: engine ${of('engineMb')} MB RSS + PostgreSQL ${of('postgresMb')} MB PSS`,
);
