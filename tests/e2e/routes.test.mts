// Every route of the contract that the build produced is served with its title and without
// console errors. Writes the count to test-results/routes.json (routes-<folder>.json for another
// build folder, E2E_BUILD_DIR) for the summary line of `npm test`.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { collectErrors, waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';
import { allContractRoutes, BUILD_DIR, builtFileFor, otherVersionRoutes, readRouteContract, ROOT, type ContractRoute } from './support/site.mts';

const CONCURRENCY = 6;

const site = setUpBuiltSite();

test('every built route of the contract, and every 2.x page, is served with its title and no console error', async () => {
  const contract = readRouteContract();
  const titles = new Map(contract.content.map(({ route, title }) => [route, title]));
  const failures: string[] = [];
  const routes = allContractRoutes(contract);
  const built = routes.filter((route) => builtFileFor(route.path) !== null);
  // The 2.x pages too (not in the contract, which is 1.x): each must be built.
  const versioned = otherVersionRoutes();
  for (const route of versioned) if (builtFileFor(route.path) === null) failures.push(`${route.path}: not built`);
  built.push(...versioned.filter((route) => builtFileFor(route.path) !== null));
  const context = await site.browser.newContext();
  let next = 0;

  async function checkRoute(page: Page, route: ContractRoute, errors: string[]): Promise<string[]> {
    const problems: string[] = [];
    const response = await page.goto(site.url + route.path, { waitUntil: 'domcontentloaded' });
    // Errors during hydration count too, and the head is final only once React has hydrated.
    await waitForHydration(page);
    const status = response?.status();
    const expected = route.kind === 'search' ? 'Search' : (route.title ?? titles.get(route.path));
    const h1 = (await page.locator('main h1, article h1').first().textContent({ timeout: 5000 }))?.trim();
    const documentTitle = await page.title();
    if (status !== 200) problems.push(`${route.path}: HTTP ${status}`);
    if (h1 !== expected) problems.push(`${route.path}: h1 is "${h1}", expected "${expected}"`);
    if (documentTitle !== `${expected} | Contember`) problems.push(`${route.path}: <title> is "${documentTitle}"`);
    if (errors.length) problems.push(`${route.path}: console errors: ${errors.join(' / ')}`);
    return problems;
  }

  async function worker(): Promise<void> {
    const page = await context.newPage();
    const errors = collectErrors(page);
    while (next < built.length) {
      const route = built[next++]!;
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

  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  const resultFile = BUILD_DIR === join(ROOT, 'build') ? 'routes.json' : `routes-${basename(BUILD_DIR)}.json`;
  // The summary counts the contract's routes (`routes served: N of 500`).
  const failed = new Set(failures.map((f) => f.split(':')[0]));
  const servedContract = built.filter((route) => !versioned.includes(route) && !failed.has(route.path)).length;
  writeFileSync(join(ROOT, 'test-results', resultFile), JSON.stringify({ served: servedContract, total: routes.length, otherVersions: versioned.length }));
  assert.deepEqual(failures, [], `${failures.length} problems:\n${failures.join('\n')}`);
});
