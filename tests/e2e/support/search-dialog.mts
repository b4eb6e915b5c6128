// The search dialog as the e2e tests of both search backends use it (tests/e2e/search*.test.mts).
import type { Page } from 'playwright-core';

export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
export const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search docs' });
export const options = (page: Page) => dialog(page).getByRole('option');

/** Opens the dialog (Ctrl+K) unless open, types `query`, and waits for results, the no-results message or the fetch error. */
export async function search(page: Page, query: string): Promise<void> {
  if (!(await dialog(page).isVisible())) {
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
  }
  await input(page).fill(query);
  await page.waitForFunction(
    () => {
      const text = document.querySelector('[role="dialog"]')?.textContent ?? '';
      return document.querySelector('[role="dialog"] [role="option"]') !== null || text.includes('No results for') || text.includes('Unable to fetch results');
    },
    undefined,
    { timeout: 10_000 },
  );
}
