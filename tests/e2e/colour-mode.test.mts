// Everything that follows the colour mode agrees with `data-theme` once the page has hydrated,
// shell parts that hydrate later included (plugins/lean-bundle, "Deferred hydration of the shell"): the navbar logo, the
// desktop sidebar's logo, code block colours and the page background, in light and dark mode, on
// each page kind, on a desktop and on a phone.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { waitForHydration } from './support/browser.mts';
import { setUpBuiltSite } from './support/harness.mts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PAGES = [
  { kind: 'home page', path: '/', hasCode: false },
  { kind: 'written page', path: '/reference/engine/schema/columns', hasCode: true },
  { kind: 'API page', path: '/reference/admin/api/v1.2/Data%20grid/DataGrid', hasCode: false },
  { kind: 'search page', path: '/search', hasCode: false },
];
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];

/** The logo file and colours of each mode (static/img, src/css/custom.css). */
const EXPECTED: Record<Mode, { logo: string; codeBackground: string; codeText: string; pageIsDark: boolean }> = {
  light: { logo: '/img/logo.svg', codeBackground: 'rgb(246, 248, 250)', codeText: 'rgb(31, 35, 40)', pageIsDark: false },
  dark: { logo: '/img/logo-dark.svg', codeBackground: 'rgb(22, 27, 39)', codeText: 'rgb(214, 219, 230)', pageIsDark: true },
};

const site = setUpBuiltSite();

/** The `src` paths of the images under `selector` that the reader sees. */
function visibleImages(page: Page, selector: string): Promise<string[]> {
  return page.locator(`${selector} img`).evaluateAll((images) =>
    images
      .filter((image) => image.getBoundingClientRect().width > 0 && getComputedStyle(image).visibility !== 'hidden')
      .map((image) => new URL((image as HTMLImageElement).src).pathname),
  );
}

/** Relative luminance (0 black … 1 white) of the first non-transparent background at or above `selector`. */
function backgroundLuminance(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((start) => {
    for (let element: Element | null = start; element; element = element.parentElement) {
      const match = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(getComputedStyle(element).backgroundColor);
      if (match && match[4] !== '0') {
        const [r, g, b] = [match[1], match[2], match[3]].map((channel) => {
          const value = Number(channel) / 255;
          return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      }
    }
    return 1;
  });
}

/** The page loaded anew in the file's tab of this mode and viewport (nothing of the mode is stored: it follows the scheme). */
async function openHydrated(path: string, mode: Mode, viewport: { width: number; height: number }) {
  const { page, errors } = await site.tab({ viewport, colorScheme: mode });
  await page.goto(site.url + path, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, errors };
}

for (const mode of MODES) {
  describe(`${mode} mode after hydration`, () => {
    for (const { kind, path, hasCode } of PAGES) {
      test(`the ${kind} shows the ${mode} logo and colours`, async () => {
        const { page, errors } = await openHydrated(path, mode, DESKTOP);
        const expected = EXPECTED[mode];
        assert.equal(await page.getAttribute('html', 'data-theme'), mode);
        assert.deepEqual(await visibleImages(page, '.navbar__logo'), [expected.logo], 'one navbar logo, of this mode');
        if (path !== '/search') {
          assert.deepEqual(
            await page.locator('.theme-doc-sidebar-container [class*="sidebarLogo"] img').evaluateAll((images) =>
              images.filter((image) => getComputedStyle(image).display !== 'none').map((image) => new URL((image as HTMLImageElement).src).pathname),
            ),
            [expected.logo],
            // The desktop sidebar repeats the logo for when the navbar hides on scroll.
            'the sidebar logo is of this mode',
          );
        }
        const pageLuminance = await backgroundLuminance(page, 'main');
        assert.equal(pageLuminance < 0.2, expected.pageIsDark, `page background luminance ${pageLuminance.toFixed(2)}`);
        if (hasCode) {
          const code = page.locator('.theme-code-block code').first();
          assert.equal(await code.evaluate((element) => getComputedStyle(element).color), expected.codeText, 'code text colour');
          const background = await page.locator('.theme-code-block pre').first().evaluate((element) => {
            for (let node: Element | null = element; node; node = node.parentElement) {
              const colour = getComputedStyle(node).backgroundColor;
              if (colour !== 'rgba(0, 0, 0, 0)') return colour;
            }
            return '';
          });
          assert.equal(background, expected.codeBackground, 'code background colour');
        }
        assert.deepEqual(errors, []);
      });
    }

    test(`on a phone, the navbar shows the ${mode} logo`, async () => {
      for (const { path } of PAGES) {
        const { page } = await openHydrated(path, mode, PHONE);
        assert.deepEqual(await visibleImages(page, '.navbar__logo'), [EXPECTED[mode].logo], path);
      }
    });
  });
}
