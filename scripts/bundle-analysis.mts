// Where the first-load bytes go: `npx tsx scripts/bundle-analysis.mts` builds the site once with
// rspack's stats (scripts/lib/bundle-stats.config.ts, into a temporary folder), measures in
// Chromium which JS files each page kind loads before any interaction (as `npm run bench` does),
// and attributes each file's gzip bytes to npm packages and site folders in proportion to the
// size of their modules in the chunk. Writes bench/bundle-analysis.md.
//   --stats <dir>   reuse a previous analysis build in <dir> (with <dir>/stats.json)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser.mts';
import { ROOT } from '../tests/e2e/support/site.mts';
import { firstLoad, PAGE_KINDS } from './bench.mts';
import { startStaticServer } from './lib/static-server.mts';

interface StatsModule {
  name?: string;
  identifier?: string;
  nameForCondition?: string;
  size?: number;
  modules?: StatsModule[];
}

interface StatsChunk {
  id: string | number;
  files?: string[];
  names?: string[];
  initial?: boolean;
  modules?: StatsModule[];
}

/** The npm package, or the site folder, a module comes from. */
export function owner(moduleName: string): string {
  const name = moduleName.replace(/^.*!/, '').replace(/ \+ \d+ modules$/, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(name);
  if (inPackage) {
    const [, pkg, rest] = inPackage;
    // Split Docusaurus's own packages by area: theme components weigh differently from the client runtime.
    if (pkg === '@docusaurus/theme-classic' || pkg === '@docusaurus/theme-common') return `${pkg}/${rest!.split('/').slice(0, rest!.startsWith('lib/theme/') ? 3 : 2).join('/')}`;
    return pkg!;
  }
  const local = name.replace(/^\.\//, '');
  if (local.startsWith('.docusaurus/')) return '.docusaurus (generated route data and registry)';
  if (local.startsWith('docs/')) return 'docs/ (page content)';
  const parts = local.split('/');
  return parts.slice(0, parts[0] === 'plugins' || parts[0] === 'src' ? 3 : 1).join('/');
}

const compressibility = new Map<string, number>();

/**
 * How well a module compresses, from its source file: route tables and JSON compress far better
 * than already-minified library code, so raw sizes alone would over-weight them.
 */
function gzipRatio(module: StatsModule): number {
  const file = module.nameForCondition;
  if (!file) return 0.3;
  let ratio = compressibility.get(file);
  if (ratio === undefined) {
    try {
      const source = readFileSync(file);
      ratio = source.length ? gzipSync(source, { level: 9 }).length / source.length : 0.3;
    } catch {
      ratio = 0.3;
    }
    compressibility.set(file, ratio);
  }
  return ratio;
}

function leafModules(modules: StatsModule[] = []): StatsModule[] {
  return modules.flatMap((module) => (module.modules?.length ? leafModules(module.modules) : [module]));
}

function build(outDir: string): void {
  const statsFile = join(outDir, 'stats.json');
  console.log(`bundle-analysis: building into ${outDir} with rspack stats…`);
  const run = spawnSync('nice', ['-n', '10', 'npx', 'docusaurus', 'build', '--config', 'scripts/lib/bundle-stats.config.ts', '--out-dir', join(outDir, 'build')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUNDLE_STATS_FILE: statsFile },
  });
  if (run.status !== 0 || !existsSync(statsFile)) throw new Error('the analysis build failed');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const gzipLength = (text: string) => gzipSync(text, { level: 9 }).length;

/** The marginal gzip cost of each kind of route data in the minified main.js. */
export function routeDataCosts(main: string): { name: string; entries: number; gzip: number }[] {
  const base = gzipLength(main);
  const parts: { name: string; pattern: RegExp }[] = [
    // "chunkName":[()=>t.e("id").then(t.bind(t,id)),"@site/docs/…",id]
    { name: 'registry (`.docusaurus/registry.js`: a loader and source path per chunk)', pattern: /(?:"[^"]+"|[\w$]+):\[\(\)=>(?:Promise\.all\(\[[^\]]*\]\)|\w+\.e\("\d+"\))\.then\(\w+\.bind\(\w+,\d+\)\),"[^"]*",\d+\],?/g },
    // {path:"/x",component:p("/x","abc"),exact:!0,sidebar:"docs"}, or as plugins/lean-bundle
    // compacts doc routes: r("/x","abc","docs")
    {
      name: 'route table (`.docusaurus/routes.js`)',
      pattern: /\{path:"[^"]*",component:\w+\("[^"]*","[^"]*"\)(?:,exact:!0)?(?:,sidebar:"[^"]*")?\},?|[\w$]+\("\/[^"]*","[0-9a-f]{3}","[^"]*"\),?/g,
    },
  ];
  const results = parts.map(({ name, pattern }) => {
    const matches = main.match(pattern) ?? [];
    return { name, entries: matches.length, gzip: base - gzipLength(main.replace(pattern, '')) };
  });
  for (const blob of main.match(/JSON\.parse\('(?:[^'\\]|\\.)*'\)/g) ?? []) {
    if (blob.length < 5000) continue;
    const name = blob.startsWith(`JSON.parse('{"docusaurus-plugin-content-docs"`) ? 'global data (`globalData.json`: every doc of the docs plugin)' : blob.includes('"__comp"') ? 'route chunk names (`routesChunkNames.json`)' : `JSON blob ${blob.slice(12, 40)}…`;
    results.push({ name, entries: (blob.match(/"__comp"|"id":/g) ?? []).length, gzip: base - gzipLength(main.replace(blob, '0')) });
  }
  return results;
}

async function main(): Promise<void> {
  const statsAt = process.argv.indexOf('--stats');
  const outDir = statsAt > -1 ? process.argv[statsAt + 1]! : join(tmpdir(), 'contember-docs-bundle-analysis');
  if (statsAt === -1) {
    mkdirSync(outDir, { recursive: true });
    build(outDir);
  }
  const buildDir = join(outDir, 'build');
  const stats = JSON.parse(readFileSync(join(outDir, 'stats.json'), 'utf8')) as { chunks: StatsChunk[] };
  const chunkOfFile = new Map<string, StatsChunk>();
  for (const chunk of stats.chunks) for (const file of chunk.files ?? []) chunkOfFile.set(`/${file}`, chunk);

  const server = await startStaticServer({ root: buildDir });
  const browser = await launchBrowser();
  const loads: Record<string, string[]> = {};
  try {
    for (const [kind, path] of Object.entries(PAGE_KINDS)) loads[kind] = (await firstLoad(browser, server.url, path, buildDir)).js.files;
  } finally {
    await browser.close();
    await server.close();
  }

  /** gzip bytes per owner, per file. */
  const attribution = new Map<string, Map<string, number>>();
  /** gzip bytes of each owner's module sources compressed on their own (no cross-module redundancy). */
  const standalone = new Map<string, Map<string, number>>();
  const fileGzip = new Map<string, number>();
  for (const file of new Set(Object.values(loads).flat())) {
    const gzip = gzipSync(readFileSync(join(buildDir, file)), { level: 9 }).length;
    fileGzip.set(file, gzip);
    const modules = leafModules(chunkOfFile.get(file)?.modules);
    const weight = (module: StatsModule) => (module.size ?? 0) * gzipRatio(module);
    const total = modules.reduce((sum, module) => sum + weight(module), 0);
    const owners = new Map<string, number>();
    const alone = new Map<string, number>();
    for (const module of modules) {
      const key = owner(module.name ?? module.identifier ?? '?');
      owners.set(key, (owners.get(key) ?? 0) + (total ? (weight(module) / total) * gzip : 0));
      alone.set(key, (alone.get(key) ?? 0) + weight(module));
    }
    standalone.set(file, alone);
    if (!modules.length) owners.set('(runtime: rspack chunk loading)', gzip);
    attribution.set(file, owners);
  }

  const lines: string[] = [
    '# First-load JavaScript, by package',
    '',
    `Generated by \`npx tsx scripts/bundle-analysis.mts\` on ${new Date().toISOString().slice(0, 10)} from a production build with rspack stats.`,
    'Each file a page loads before any interaction (measured in Chromium, prefetches excluded) is',
    "gzipped (level 9), and its bytes are split between the packages of its modules in proportion to",
    "each module's size times the gzip ratio of its source file (so that repetitive route data and",
    'already-minified libraries are weighed fairly): an estimate of where the bytes go, exact per file.',
    '',
    '## Per page kind',
    '',
    '| page | JS files | JS gzip |',
    '| --- | --- | --- |',
  ];
  for (const [kind, files] of Object.entries(loads)) {
    lines.push(`| ${kind} (\`${PAGE_KINDS[kind]}\`) | ${files.length} | ${kb(files.reduce((sum, file) => sum + fileGzip.get(file)!, 0))} |`);
  }
  for (const [kind, files] of Object.entries(loads)) {
    if (kind !== 'written page' && kind !== 'search') continue;
    const byOwner = new Map<string, number>();
    const aloneByOwner = new Map<string, number>();
    for (const file of files) for (const [key, bytes] of attribution.get(file)!) byOwner.set(key, (byOwner.get(key) ?? 0) + bytes);
    for (const file of files) for (const [key, bytes] of standalone.get(file) ?? []) aloneByOwner.set(key, (aloneByOwner.get(key) ?? 0) + bytes);
    const total = [...byOwner.values()].reduce((sum, bytes) => sum + bytes, 0);
    lines.push(
      '',
      `## ${kind} (\`${PAGE_KINDS[kind]}\`): ${kb(total)} gzip`,
      '',
      '"share" splits the gzip bytes of the files; "sources alone" is the gzip size of the',
      'package\'s module sources compressed on their own (an upper bound of what removing it saves).',
      '',
      '| package or folder | share of gzip (est.) | % | sources alone, gzip |',
      '| --- | --- | --- | --- |',
    );
    for (const [key, bytes] of [...byOwner].sort((a, b) => b[1] - a[1])) {
      if (bytes < 200) continue;
      const alone = aloneByOwner.get(key);
      lines.push(`| ${key} | ${kb(bytes)} | ${((bytes / total) * 100).toFixed(1)} % | ${alone ? kb(alone) : ''} |`);
    }
  }
  const main = [...attribution.keys()].find((file) => /\/main\.[0-9a-f]+\.js$/.test(file));
  if (main) {
    lines.push(
      '',
      '## Route data in main.js, exactly',
      '',
      'What main.js would weigh without each part of the route data Docusaurus generates for every page',
      '(the file gzipped with and without it): these bytes grow with the number of pages. After',
      'plugins/lean-bundle, main.js keeps the routes of `/`, the layout routes and the registry entries of',
      'the routes of `/` and of chunks that several route shards share; the rest is in route shards.',
      '',
      '| part | entries | gzip cost |',
      '| --- | --- | --- |',
    );
    for (const part of routeDataCosts(readFileSync(join(buildDir, main), 'utf8'))) lines.push(`| ${part.name} | ${part.entries} | ${kb(part.gzip)} |`);
  }
  lines.push('', '## Files', '', '| file | chunk | gzip | biggest parts |', '| --- | --- | --- | --- |');
  for (const [file, owners] of attribution) {
    const chunk = chunkOfFile.get(file);
    const top = [...owners]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([key, bytes]) => `${key} ${kb(bytes)}`)
      .join('; ');
    lines.push(`| \`${relative('/assets/js', file)}\` | ${chunk?.names?.join(', ') || chunk?.id || '?'} | ${kb(fileGzip.get(file)!)} | ${top} |`);
  }
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(join(ROOT, 'bench', 'bundle-analysis.md'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}

await main();
