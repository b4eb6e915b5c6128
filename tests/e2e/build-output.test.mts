// What plugins/lean-bundle changes in the built scripts: V8's compile hint on the entry scripts
// only, a runtime without Docusaurus's map of chunk names to ids nor a map of chunk file hashes,
// the scripts of a page's routes named in its HTML, and no page text in any script.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { COMPILE_HINT } from '../../plugins/lean-bundle/src/plugin.mts';
import { BUILD_DIR } from './support/site.mts';

const JS_DIR = join(BUILD_DIR, 'assets', 'js');

/** The scripts a page's HTML loads with <script src>, as file names in assets/js. */
function entryScripts(htmlFile: string): string[] {
  const html = readFileSync(join(BUILD_DIR, htmlFile), 'utf8');
  return [...html.matchAll(/<script src=\/assets\/js\/([^ >]+\.js) defer>/g)].map((match) => match[1]!);
}

test('the entry scripts start with the compile hint; other scripts and the stylesheets do not', () => {
  const entries = entryScripts('index.html');
  assert.deepEqual(entries.map((file) => file.replace(/\.[0-9a-f]+\.js$/, '')).sort(), ['main', 'runtime~main']);
  assert.deepEqual(entryScripts(join('reference', 'engine', 'content', 'queries.html')), entries);
  for (const file of entries) assert.ok(readFileSync(join(JS_DIR, file), 'utf8').startsWith(`${COMPILE_HINT}\n`), file);
  const others = readdirSync(JS_DIR).filter((file) => file.endsWith('.js') && !entries.includes(file));
  assert.ok(others.length > 100);
  for (const file of others) assert.ok(!readFileSync(join(JS_DIR, file), 'utf8').includes(COMPILE_HINT), file);
  const cssDir = join(BUILD_DIR, 'assets', 'css');
  for (const file of readdirSync(cssDir).filter((name) => name.endsWith('.css'))) {
    assert.ok(!readFileSync(join(cssDir, file), 'utf8').includes(COMPILE_HINT), file);
  }
});

test('the runtime builds chunk URLs from chunk names, without a map of names to ids', () => {
  const runtime = entryScripts('index.html').find((file) => file.startsWith('runtime~main.'))!;
  const source = readFileSync(join(JS_DIR, runtime), 'utf8');
  assert.match(source, /\.gca=function\((\w+)\)\{return \w+\.p\+\w+\.u\(\1\)\}/);
  // Docusaurus's map had an entry per chunk, each name mapped to itself.
  assert.doesNotMatch(source, /"([0-9a-f]{8})":"\1"/);
});

test('the runtime holds no map of chunk files: their names are their ids, and it stays small however many pages the site has', () => {
  const runtime = entryScripts('index.html').find((file) => file.startsWith('runtime~main.'))!;
  const source = readFileSync(join(JS_DIR, runtime), 'utf8');
  // With a content hash in chunk file names, rspack's runtime maps every chunk id to its hash.
  assert.doesNotMatch(source, /"[\w~-]+":"[0-9a-f]{8}"/);
  assert.ok(source.length < 6000, `runtime is ${source.length} bytes`);
  const chunks = readdirSync(JS_DIR).filter((file) => file.endsWith('.js'));
  assert.ok(chunks.includes('route-shard-0.js'), 'route shards are named by id');
  assert.ok(chunks.length > 500);
});

/** The scripts plugins/lean-bundle's postBuild names after main.js (src/route-scripts.mts), as file names in assets/js. */
function routeScripts(htmlFile: string): string[] {
  const html = readFileSync(join(BUILD_DIR, htmlFile), 'utf8');
  return [...html.matchAll(/<script src="\/assets\/js\/([^"]+\.js)" defer data-route-script><\/script>/g)].map((match) => match[1]!);
}

test("a page's HTML names its route shard first, then the chunks of its routes, after main.js", () => {
  for (const [htmlFile, route] of [
    [join('reference', 'engine', 'content', 'queries.html'), '/reference/engine/content/queries'],
    [join('2.x', 'reference', 'engine', 'content', 'queries.html'), '/2.x/reference/engine/content/queries'],
  ] as const) {
    const html = readFileSync(join(BUILD_DIR, htmlFile), 'utf8');
    const scripts = routeScripts(htmlFile);
    assert.match(scripts[0] ?? '', /^route-shard-\d+\.js$/, `${htmlFile} names its route shard first`);
    assert.ok(readFileSync(join(JS_DIR, scripts[0]!), 'utf8').includes(JSON.stringify(route)), `${scripts[0]} holds ${route}`);
    // The page module (its metadata) is one of them; main.js comes before all of them.
    assert.ok(scripts.some((file) => readFileSync(join(JS_DIR, file), 'utf8').includes(`"permalink":${JSON.stringify(route)}`)), `${htmlFile} names its page module`);
    const main = html.indexOf(entryScripts(htmlFile).find((file) => file.startsWith('main.'))!);
    assert.ok(main > 0 && html.indexOf('data-route-script') > main, 'after main.js');
    assert.doesNotMatch(html, /rel="?preload"?[^>]*route-shard/, 'the shard is a script, no longer a preload');
  }
  const home = routeScripts('index.html');
  assert.ok(home.length > 0 && !home.some((file) => file.startsWith('route-shard-')), 'the home page\'s routes are in main.js: no shard');
});

/** The text of the first paragraph of a page's article that is long enough to be distinctive. */
function firstParagraph(htmlFile: string): string {
  const html = readFileSync(join(BUILD_DIR, htmlFile), 'utf8');
  const article = html.slice(html.indexOf('theme-doc-markdown'));
  for (const match of article.matchAll(/<p>([\s\S]*?)<\/p>/g)) {
    const text = match[1]!.replace(/<[^>]+>/g, '').replace(/&[a-z]+;|&#\d+;/g, ' ').replace(/\s+/g, ' ').trim();
    if (text.length >= 80) return text;
  }
  throw new Error(`${htmlFile}: no paragraph of 80 characters in the article`);
}

test("a page's text is in no script of the build: articles reach the browser as HTML only", () => {
  const scripts = readdirSync(JS_DIR)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, source: readFileSync(join(JS_DIR, file), 'utf8').replace(/\\n/g, ' ').replace(/\s+/g, ' ') }));
  for (const page of ['reference/engine/content/queries.html', 'reference/admin/examples/SelectField.html', '2.x/reference/engine/content/queries.html', 'reference/admin/api/v1.2/Data grid/DataGrid.html']) {
    const paragraph = firstParagraph(page);
    // Any run of 40 characters of the paragraph's words: the words between markup would do too.
    const runs = paragraph.split(/[`'"]/).filter((part) => part.length >= 40);
    assert.ok(runs.length > 0, `${page}: a run of 40 characters to look for`);
    for (const words of runs) {
      const needle = words.slice(0, 40);
      const holders = scripts.filter((script) => script.source.includes(needle)).map((script) => script.file);
      assert.deepEqual(holders, [], `"${needle}" (${page}) is in scripts`);
    }
  }
});

test('the stylesheet has a rule for every CSS module class of the articles\' HTML (their components are not in the page scripts)', () => {
  const cssDir = join(BUILD_DIR, 'assets', 'css');
  const css = readdirSync(cssDir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(cssDir, file), 'utf8'))
    .join('\n');
  // Class names of CSS modules: `[local]_[contenthash:base64:4]` (Docusaurus's production naming).
  const moduleClass = /^[A-Za-z][\w-]*_[\w-]{4}$/;
  const checked = new Set<string>();
  for (const page of ['reference/admin/examples/SelectField.html', 'reference/engine/content/queries.html', 'index.html', 'reference/admin/theming/pallettes.html', '2.x/reference/engine/content/queries.html']) {
    const html = readFileSync(join(BUILD_DIR, page), 'utf8');
    const article = html.slice(html.indexOf('theme-doc-markdown'), html.indexOf('<footer'));
    for (const match of article.matchAll(/class=(?:"([^"]*)"|([^\s>]+))/g)) {
      for (const name of (match[1] ?? match[2]!).split(/\s+/)) if (moduleClass.test(name)) checked.add(name);
    }
  }
  assert.ok(checked.size >= 10, `CSS module classes found in the articles: ${[...checked].join(' ')}`);
  const missing = [...checked].filter((name) => !css.includes(`.${name}`));
  assert.deepEqual(missing, [], 'classes of the articles without a rule in the stylesheet');
});
