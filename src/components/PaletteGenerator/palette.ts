/**
 * Colour math for the palette generator on /reference/admin/theming/pallettes.
 *
 * Interface 1.2 (`@contember/ui` 1.2.2) describes each colour theme with 41 custom properties,
 * `--cui-theme-<theme>--rgb-<weight>` for the weights 1000 (white) down to 0 (black) in steps of 25,
 * each holding `R, G, B` channels. All shipped themes share one luminance per weight, which is what
 * makes the light and dark schemes work for every theme. `generateScale` reproduces that ladder
 * for any three base colours.
 *
 * Everything here is pure and safe to run during server-side rendering.
 */

/** An sRGB colour with integer channels from 0 to 255. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** The three base colours of a theme: they set the hue of the light, middle and dark shades. */
export interface Anchors<T = Rgb> {
  readonly light: T;
  readonly middle: T;
  readonly dark: T;
}

/** One shade of a generated scale. */
export interface ScaleStep {
  readonly weight: number;
  readonly rgb: Rgb;
  readonly hex: string;
}

/** The colour themes of Interface 1.2 (the values of the `Intent` type). */
export const THEME_NAMES = [
  'primary',
  'secondary',
  'tertiary',
  'accent',
  'positive',
  'success',
  'warn',
  'danger',
  'default',
] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

/** The base colours `@contember/ui` 1.2.2 generated its shipped themes from (see its themes.css). */
export const DEFAULT_ANCHORS: Readonly<Record<ThemeName, Anchors<string>>> = {
  accent: { light: '#006aff', middle: '#006aff', dark: '#006aff' },
  primary: { light: '#afe9ff', middle: '#00aeff', dark: '#004397' },
  secondary: { light: '#a980fd', middle: '#841dfb', dark: '#54017e' },
  tertiary: { light: '#eeeda1', middle: '#dcda41', dark: '#97961d' },
  positive: { light: '#006aff', middle: '#006aff', dark: '#006aff' },
  success: { light: '#97e6c0', middle: '#4ad18f', dark: '#008b46' },
  warn: { light: '#f9a986', middle: '#ff4e00', dark: '#b43e09' },
  danger: { light: '#ff004c', middle: '#ff4d00', dark: '#ff0000' },
  default: { light: '#fffffa', middle: '#fffffa', dark: '#fffffa' },
};

export const WEIGHT_MAX = 1000;
export const WEIGHT_STEP = 25;

/** The 41 weights of a scale, from 1000 (white) to 0 (black). */
export const SCALE_WEIGHTS: readonly number[] = Array.from(
  { length: WEIGHT_MAX / WEIGHT_STEP + 1 },
  (_, index) => WEIGHT_MAX - index * WEIGHT_STEP,
);

/**
 * Exponent of the luminance ladder. The relative luminance of every shade shipped in
 * `@contember/ui` 1.2.2 is (weight / 1000) ^ 1.77 to within about 0.005.
 */
export const LUMINANCE_EXPONENT = 1.77;

/** Weights at which the light, middle and dark base colours set the hue. */
export const ANCHOR_WEIGHTS: Readonly<Anchors<number>> = { light: 750, middle: 500, dark: 250 };

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

/**
 * Parses `#rgb`, `#rrggbb`, `rgb` or `rrggbb` (any case, surrounding spaces ignored).
 * Returns `null` for anything else.
 */
export function parseHexColor(input: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!match) {
    return null;
  }
  let digits = match[1]!;
  if (digits.length === 3) {
    digits = digits.replace(/./g, (digit) => digit + digit);
  }
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

/** Formats a colour as lowercase `#rrggbb`. Channels are rounded and clamped to 0–255. */
export function formatHexColor({ r, g, b }: Rgb): string {
  return (
    '#' +
    [r, g, b]
      .map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0'))
      .join('')
  );
}

/** Converts one 8-bit sRGB channel to linear light (0–1). */
export function srgbChannelToLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
}

/** Converts linear light (0–1) to an 8-bit sRGB channel, rounded and clamped. */
export function linearChannelToSrgb(value: number): number {
  const v = clamp01(value);
  const c = v <= 0.0031308 ? v * 12.92 : 1.055 * Math.pow(v, 1 / 2.4) - 0.055;
  return Math.round(clamp01(c) * 255);
}

type Linear = [number, number, number];
type Oklab = [number, number, number];

const toLinear = ({ r, g, b }: Rgb): Linear => [srgbChannelToLinear(r), srgbChannelToLinear(g), srgbChannelToLinear(b)];

const fromLinear = ([r, g, b]: Linear): Rgb => ({
  r: linearChannelToSrgb(r),
  g: linearChannelToSrgb(g),
  b: linearChannelToSrgb(b),
});

const linearLuminance = ([r, g, b]: Linear): number => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** WCAG 2 relative luminance, from 0 (black) to 1 (white). */
export function relativeLuminance(rgb: Rgb): number {
  return linearLuminance(toLinear(rgb));
}

/** WCAG 2 contrast ratio of two colours, from 1 (identical luminance) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The relative luminance a shade of the given weight (0–1000) has in the Interface ladder. */
export function targetLuminance(weight: number): number {
  return Math.pow(clamp01(weight / WEIGHT_MAX), LUMINANCE_EXPONENT);
}

function linearToOklab([r, g, b]: Linear): Oklab {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function oklabToLinear([lightness, a, b]: Oklab): Linear {
  const l = Math.pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3);
  const m = Math.pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3);
  const s = Math.pow(lightness - 0.0894841775 * a - 1.291485548 * b, 3);
  return [
    clamp01(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clamp01(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clamp01(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function mixLinearInOklab(from: Linear, to: Linear, t: number): Linear {
  const a = linearToOklab(from);
  const b = linearToOklab(to);
  const k = clamp01(t);
  return oklabToLinear([a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k]);
}

/** Blends two colours in the OKLab space; `t` = 0 gives `from`, 1 gives `to`. */
export function mixOklab(from: Rgb, to: Rgb, t: number): Rgb {
  return fromLinear(mixLinearInOklab(toLinear(from), toLinear(to), t));
}

function linearWithLuminance(color: Linear, luminance: number): Linear {
  const target = clamp01(luminance);
  const current = linearLuminance(color);
  if (current <= 0) {
    // Black has no hue to keep: return the grey of the requested luminance.
    return [target, target, target];
  }
  if (current >= target) {
    // Darkening by scaling linear light keeps the chromaticity exactly.
    const k = target / current;
    return [color[0] * k, color[1] * k, color[2] * k];
  }
  // Lighten by scaling up while no channel clips, then blend towards white for the rest.
  const brightest = Math.max(color[0], color[1], color[2]);
  const maxScale = 1 / brightest;
  if (current * maxScale >= target) {
    const k = target / current;
    return [color[0] * k, color[1] * k, color[2] * k];
  }
  const scaled: Linear = [color[0] * maxScale, color[1] * maxScale, color[2] * maxScale];
  const scaledLuminance = linearLuminance(scaled);
  const towardsWhite = scaledLuminance >= 1 ? 0 : (target - scaledLuminance) / (1 - scaledLuminance);
  return [
    scaled[0] + (1 - scaled[0]) * towardsWhite,
    scaled[1] + (1 - scaled[1]) * towardsWhite,
    scaled[2] + (1 - scaled[2]) * towardsWhite,
  ];
}

/**
 * Returns a colour of the same hue with the given relative luminance (0–1): darker colours are
 * scaled down, lighter ones scaled up and, when a channel would clip, blended towards white.
 */
export function withLuminance(rgb: Rgb, luminance: number): Rgb {
  return fromLinear(linearWithLuminance(toLinear(rgb), luminance));
}

/** The hue source of a weight: the base colours blended in OKLab between their anchor weights. */
function hueAt(anchors: Anchors<Linear>, weight: number): Linear {
  if (weight >= ANCHOR_WEIGHTS.light) {
    return anchors.light;
  }
  if (weight >= ANCHOR_WEIGHTS.middle) {
    const t = (ANCHOR_WEIGHTS.light - weight) / (ANCHOR_WEIGHTS.light - ANCHOR_WEIGHTS.middle);
    return mixLinearInOklab(anchors.light, anchors.middle, t);
  }
  if (weight >= ANCHOR_WEIGHTS.dark) {
    const t = (ANCHOR_WEIGHTS.middle - weight) / (ANCHOR_WEIGHTS.middle - ANCHOR_WEIGHTS.dark);
    return mixLinearInOklab(anchors.middle, anchors.dark, t);
  }
  return anchors.dark;
}

/**
 * Generates the 41 shades of a theme, weight 1000 first. The light colour gives the hue of weights
 * 1000–750, the middle colour weight 500 and the dark colour weights 250–0, with OKLab blends in
 * between; every shade then gets the luminance `targetLuminance(weight)`. Weight 1000 is always
 * white and weight 0 always black.
 */
export function generateScale(anchors: Anchors): ScaleStep[] {
  const linearAnchors: Anchors<Linear> = {
    light: toLinear(anchors.light),
    middle: toLinear(anchors.middle),
    dark: toLinear(anchors.dark),
  };
  return SCALE_WEIGHTS.map((weight) => {
    const rgb = fromLinear(linearWithLuminance(hueAt(linearAnchors, weight), targetLuminance(weight)));
    return { weight, rgb, hex: formatHexColor(rgb) };
  });
}

/** The custom property name of one shade, e.g. `--cui-theme-primary--rgb-500`. */
export function cssPropertyName(theme: string, weight: number): string {
  return `--cui-theme-${theme}--rgb-${weight}`;
}

/** Declarations for a scale, one per shade: `--cui-theme-primary--rgb-500: 21, 155, 233;`. */
export function scaleToCssDeclarations(theme: string, scale: readonly ScaleStep[]): string[] {
  return scale.map(({ weight, rgb }) => `${cssPropertyName(theme, weight)}: ${rgb.r}, ${rgb.g}, ${rgb.b};`);
}

export interface ThemeScale {
  readonly theme: string;
  readonly scale: readonly ScaleStep[];
  /** Written as a comment above the theme's declarations, e.g. the base colours. */
  readonly comment?: string;
}

/**
 * A stylesheet that overrides the given themes. The default selector `.cui-root` outranks the
 * zero-specificity `:where(.cui-root)` rule that ships the default palettes, so the override
 * works wherever the stylesheet is loaded.
 */
export function buildThemeCss(themes: readonly ThemeScale[], selector = '.cui-root'): string {
  const blocks = themes.map(({ theme, scale, comment }) => {
    const lines = scaleToCssDeclarations(theme, scale).map((line) => `  ${line}`);
    return (comment ? [`  /* ${comment} */`, ...lines] : lines).join('\n');
  });
  return `${selector} {\n${blocks.join('\n\n')}\n}\n`;
}
