// Renders every Interface tsx block that exports a component in the live preview frame, on a real
// Contember Engine with the page's model and seed data (plugins/live-preview/src/render-check.mts).
//   npm run check:renders                                        all Interface pages (1.x and 2.x)
//   npm run check:renders -- docs/reference/admin/examples       some folders or pages (the generated API pages included: they are generated first)
//   RENDERS_SCREENSHOTS=/tmp/renders npm run check:renders -- …   also a screenshot of each block
//   RENDER_ENGINE=server npm run check:renders                   on an engine server, not the engine in the browser
// Needs PostgreSQL (Debian's postgresql package) and Chromium (/usr/bin/chromium or CHROMIUM_PATH).
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { docsPages } from '../plugins/code-samples/src/pages.mts';
import { SITE_ROOT } from '../plugins/engine/src/engine.mts';
import { checkRenders } from '../plugins/live-preview/src/render-check.mts';
import { INTERFACE_PAGE_TARGETS, isInterfacePage } from '../plugins/live-preview/src/render-targets.mts';

const targets = process.argv.slice(2).length ? process.argv.slice(2) : INTERFACE_PAGE_TARGETS;
// The generated API pages render their doc-comment examples: generate them (nothing to do when up to date).
execFileSync('npm', ['run', '--silent', 'generate:api'], { cwd: SITE_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
const pages = docsPages(targets, { generated: true }).filter((page) => isInterfacePage(relative(SITE_ROOT, page)));
const started = Date.now();
try {
  const report = await checkRenders({ pages, log: (line) => console.log(line), screenshots: process.env.RENDERS_SCREENSHOTS || undefined });
  for (const { file, line, reason } of report.notRendered) console.log(`${file}:${line} not rendered: ${reason}`);
  for (const { file, line, message } of report.problems) console.error(`${file}:${line} ${message}`);
  const blocks = report.rendered + report.notRendered.length + new Set(report.problems.map(({ file, line }) => `${file}:${line}`)).size;
  console.log(
    `renders: ${report.rendered} rendered, ${report.notRendered.length} not rendered (norender), ` +
      `${report.problems.length} problems, ${blocks} blocks in ${report.pages} pages (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exitCode = report.problems.length ? 1 : 0;
} catch (error) {
  console.error(`renders: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
}
