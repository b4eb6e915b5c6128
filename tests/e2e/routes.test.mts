// A sample of each page kind (home, search, each section of both docs versions, each API version)
// is served with its title and without console errors. The audit (scripts/audit-site.mts) makes
// the same checks on every route of the production build; this test is for the builds it does not
// crawl (the plain Docusaurus build, E2E_BUILD_DIR) and writes their count to
// test-results/routes-<folder>.json for the summary of `npm test`.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';
import { routesToCheck, sampleOfEachKind, titleProblems } from './support/route-checks.mts';
import { BUILD_DIR, ROOT, type ContractRoute } from './support/site.mts';

const CONCURRENCY = 4;

const site = setUpBuiltSite();

test('a sample of each page kind is served with its title and no console error', async () => {
  const { routes, notBuilt, expectedTitle } = routesToCheck();
  const sample = sampleOfEachKind(routes);
  const failures: string[] = notBuilt.map((path) => `${path}: not built`);
  const context = await site.browser.newContext();
  let next = 0;

  async function checkRoute(page: Page, route: ContractRoute, errors: string[]): Promise<string[]> {
    const response = await page.goto(site.url + route.path, { waitUntil: 'domcontentloaded' });
    // Errors during hydration count too, and the head is final only once React has hydrated.
    await waitForHydration(page);
    const problems = await titleProblems(page, expectedTitle(route));
    if (response?.status() !== 200) problems.push(`HTTP ${response?.status()}`);
    if (errors.length) problems.push(`console errors: ${errors.join(' / ')}`);
    return problems.map((problem) => `${route.path}: ${problem}`);
  }

  async function worker(): Promise<void> {
    const page = await context.newPage();
    const errors = collectErrors(page);
    while (next < sample.length) {
      const route = sample[next++]!;
      errors.length = 0;
      try {
        failures.push(...(await checkRoute(page, route, errors)));
      } catch (error) {
        failures.push(`${route.path}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    await page.close();
  }

  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await context.close();

  const failed = new Set(failures.map((failure) => failure.split(':')[0]));
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(join(ROOT, 'test-results', `routes-${basename(BUILD_DIR)}.json`), JSON.stringify({ served: sample.filter((route) => !failed.has(route.path)).length, sampled: sample.length, built: routes.length }));
  assert.ok(sample.length >= 20, `a sample of ${sample.length} routes`);
  assert.deepEqual(failures, [], `${failures.length} problems:\n${failures.join('\n')}`);
});
