import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  buildThemeCss,
  contrastRatio,
  cssPropertyName,
  DEFAULT_ANCHORS,
  formatHexColor,
  generateScale,
  parseHexColor,
  relativeLuminance,
  targetLuminance,
} from '../../src/components/PaletteGenerator/palette.ts';

const parsed = (anchors: { light: string; middle: string; dark: string }) => ({
  light: parseHexColor(anchors.light)!,
  middle: parseHexColor(anchors.middle)!,
  dark: parseHexColor(anchors.dark)!,
});

test('parses and formats hex colours', () => {
  assert.deepEqual(parseHexColor(' #ABC '), { r: 170, g: 187, b: 204 });
  assert.deepEqual(parseHexColor('3366ff'), { r: 51, g: 102, b: 255 });
  assert.equal(parseHexColor('12345'), null);
  assert.equal(parseHexColor('<script>'), null);
  assert.equal(formatHexColor({ r: 1, g: 2, b: 300 }), '#0102ff');
});

test('contrast follows WCAG', () => {
  const white = { r: 255, g: 255, b: 255 };
  const black = { r: 0, g: 0, b: 0 };
  assert.equal(contrastRatio(white, black), 21);
  assert.equal(contrastRatio(black, white), 21);
  assert.equal(contrastRatio(white, white), 1);
});

test('a scale has 41 shades from white to black with falling luminance', () => {
  const scale = generateScale(parsed(DEFAULT_ANCHORS.primary));
  assert.equal(scale.length, 41);
  assert.equal(scale[0]!.hex, '#ffffff');
  assert.equal(scale.at(-1)!.hex, '#000000');
  for (let i = 1; i < scale.length; i++) {
    assert.ok(relativeLuminance(scale[i]!.rgb) <= relativeLuminance(scale[i - 1]!.rgb) + 1e-9, `shade ${i} is not lighter than shade ${i - 1}`);
  }
  const middle = scale.find((step) => step.weight === 500)!;
  assert.ok(Math.abs(relativeLuminance(middle.rgb) - targetLuminance(500)) < 0.005);
});

test('grey base colours give neutral greys', () => {
  for (const step of generateScale(parsed({ light: '#808080', middle: '#808080', dark: '#808080' }))) {
    const { r, g, b } = step.rgb;
    assert.ok(Math.max(r, g, b) - Math.min(r, g, b) <= 1, `${step.weight}: ${step.hex}`);
  }
});

test('the CSS uses the custom properties of @contember/ui 1.2', () => {
  assert.equal(cssPropertyName('primary', 500), '--cui-theme-primary--rgb-500');
  const css = buildThemeCss([{ theme: 'primary', scale: generateScale(parsed(DEFAULT_ANCHORS.primary)) }]);
  assert.match(css, /^\.cui-root \{/m);
  assert.match(css, /--cui-theme-primary--rgb-1000: 255, 255, 255;/);
  assert.match(css, /--cui-theme-primary--rgb-0: 0, 0, 0;/);
  assert.equal(css.match(/--cui-theme-primary--rgb-\d+:/g)?.length, 41);
});
