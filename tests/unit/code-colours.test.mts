import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { contrastRatio, parseHexColor } from '../../src/components/PaletteGenerator/palette.ts';

const css = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'css', 'custom.css'), 'utf8');

/** The `--site-code-*` and `--site-token-*` variables of the code block section, per colour mode. */
function codeColours(mode: 'light' | 'dark'): Record<string, string> {
  const start = css.indexOf('--site-code-background');
  const blocks = [...css.slice(start - 200).matchAll(/(:root|\[data-theme='dark'\])\s*\{([^}]*)\}/g)];
  const block = blocks.find(([, selector]) => (mode === 'dark') === selector!.includes('dark'));
  assert.ok(block, `no ${mode} block of code colours`);
  return Object.fromEntries([...block[2]!.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, value]) => [name!, value!]));
}

function contrast(foreground: string, background: string): number {
  return contrastRatio(parseHexColor(foreground)!, parseHexColor(background)!);
}

for (const mode of ['light', 'dark'] as const) {
  test(`${mode} mode: code text, tokens and line numbers reach 4.5:1 on plain and highlighted lines`, () => {
    const colours = codeColours(mode);
    const texts = Object.keys(colours).filter((name) => name.startsWith('site-token-') || name === 'site-code-text' || name === 'site-code-line-number');
    assert.ok(texts.length >= 9);
    for (const background of ['site-code-background', 'site-code-highlight-background']) {
      for (const text of texts) {
        const ratio = contrast(colours[text]!, colours[background]!);
        assert.ok(ratio >= 4.5, `${text} on ${background}: ${ratio.toFixed(2)}:1`);
      }
    }
  });

  test(`${mode} mode: a highlighted line's bar stands out from both backgrounds (3:1)`, () => {
    const colours = codeColours(mode);
    for (const background of ['site-code-background', 'site-code-highlight-background']) {
      const ratio = contrast(colours['site-code-highlight-border']!, colours[background]!);
      assert.ok(ratio >= 3, `bar on ${background}: ${ratio.toFixed(2)}:1`);
    }
  });
}
