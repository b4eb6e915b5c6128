import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DEFAULT_ANCHORS,
  THEME_NAMES,
  buildThemeCss,
  contrastRatio,
  formatHexColor,
  generateScale,
  parseHexColor,
  type Anchors,
  type Rgb,
  type ScaleStep,
  type ThemeName,
} from './palette';
import { copyText } from '@site/src/lib/clipboard';
import styles from './styles.module.css';
import { island } from '@site/plugins/lean-bundle/src/client/islands';

type AnchorKey = keyof Anchors;
type AnchorTexts = Record<AnchorKey, string>;
type ThemeInputs = Record<ThemeName, AnchorTexts>;

const ANCHOR_KEYS: readonly AnchorKey[] = ['light', 'middle', 'dark'];

const ANCHOR_LABELS: Record<AnchorKey, { label: string; hint: string }> = {
  light: { label: 'Light colour', hint: 'Hue of the light shades, weights 1000 to 750' },
  middle: { label: 'Middle colour', hint: 'Hue of weight 500' },
  dark: { label: 'Dark colour', hint: 'Hue of the dark shades, weights 250 to 0' },
};

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

function initialInputs(): ThemeInputs {
  const entries = THEME_NAMES.map((name) => [name, { ...DEFAULT_ANCHORS[name] }] as const);
  return Object.fromEntries(entries) as ThemeInputs;
}

function parseAnchors(texts: AnchorTexts): Anchors | null {
  const light = parseHexColor(texts.light);
  const middle = parseHexColor(texts.middle);
  const dark = parseHexColor(texts.dark);
  return light && middle && dark ? { light, middle, dark } : null;
}

function isDefault(name: ThemeName, texts: AnchorTexts): boolean {
  return ANCHOR_KEYS.every((key) => {
    const value = parseHexColor(texts[key]);
    return value !== null && formatHexColor(value) === DEFAULT_ANCHORS[name][key];
  });
}

function shade(scale: readonly ScaleStep[], weight: number): Rgb {
  return scale.find((step) => step.weight === weight)?.rgb ?? BLACK;
}

const css = (rgb: Rgb): string => `rgb(${rgb.r}, ${rgb.g}, ${rgb.b})`;
const ratio = (value: number): string => `${value.toFixed(2)}:1`;

function Swatch({ step }: { step: ScaleStep }): ReactNode {
  const onWhite = contrastRatio(step.rgb, WHITE);
  const onBlack = contrastRatio(step.rgb, BLACK);
  const textColor = onWhite >= onBlack ? WHITE : BLACK;
  return (
    <li className={styles.swatch}>
      <span className={styles.chip} style={{ backgroundColor: step.hex, color: css(textColor) }} aria-hidden="true">
        {step.weight}
      </span>
      <span className={styles.swatchText}>
        <strong>{step.weight}</strong> <code>{step.hex}</code>
        <span className={styles.contrast}>
          white {ratio(onWhite)}, black {ratio(onBlack)}
        </span>
      </span>
    </li>
  );
}

interface PreviewProps {
  title: string;
  surface: Rgb;
  text: Rgb;
  buttonBackground: Rgb;
  buttonText: Rgb;
  accentText: Rgb;
  weights: { button: number; buttonText: number; accent: number };
}

function Preview({ title, surface, text, buttonBackground, buttonText, accentText, weights }: PreviewProps): ReactNode {
  return (
    <figure className={styles.preview} style={{ backgroundColor: css(surface), color: css(text) }}>
      <figcaption className={styles.previewTitle}>{title}</figcaption>
      <p className={styles.previewText}>
        Article saved. <span style={{ color: css(accentText), textDecoration: 'underline' }}>View the article</span>
      </p>
      <div className={styles.previewButtons}>
        <span className={styles.previewButton} style={{ backgroundColor: css(buttonBackground), color: css(buttonText) }}>
          Publish
        </span>
        <span
          className={styles.previewButton}
          style={{ backgroundColor: 'transparent', color: css(accentText), borderColor: css(accentText) }}
        >
          Save draft
        </span>
      </div>
      <p className={styles.previewNote}>
        Button {weights.button} with text {weights.buttonText}: {ratio(contrastRatio(buttonBackground, buttonText))}.
        Link and outline {weights.accent} on this surface: {ratio(contrastRatio(accentText, surface))}.
      </p>
    </figure>
  );
}

/**
 * Interactive generator of Interface 1.2 theme palettes: pick base colours, inspect the 41 shades
 * with their contrast, preview them in the light and dark scheme and copy the CSS overrides.
 */
function PaletteGenerator(): ReactNode {
  const id = useId();
  const [theme, setTheme] = useState<ThemeName>('primary');
  const [inputs, setInputs] = useState<ThemeInputs>(initialInputs);
  const [linked, setLinked] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const statusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(statusTimer.current), []);

  const texts = inputs[theme];
  const anchors = parseAnchors(texts);

  const scales = useMemo(() => {
    const result = new Map<ThemeName, ScaleStep[]>();
    for (const name of THEME_NAMES) {
      const parsed = parseAnchors(inputs[name]);
      if (parsed) {
        result.set(name, generateScale(parsed));
      }
    }
    return result;
  }, [inputs]);

  const scale = scales.get(theme);
  const neutral = useMemo(() => {
    const base = parseAnchors(DEFAULT_ANCHORS.default);
    return base ? generateScale(base) : [];
  }, []);

  const cssOutput = useMemo(() => {
    const edited = THEME_NAMES.filter((name) => !isDefault(name, inputs[name]) && scales.has(name));
    const included = edited.length > 0 ? edited : scales.has(theme) ? [theme] : [];
    if (included.length === 0) {
      return '/* Enter valid colours to generate the CSS. */\n';
    }
    return buildThemeCss(
      included.map((name) => {
        const base = inputs[name];
        const hexes = ANCHOR_KEYS.map((key) => formatHexColor(parseHexColor(base[key]) ?? BLACK));
        return { theme: name, scale: scales.get(name) ?? [], comment: `${name}: ${hexes.join(', ')}` };
      }),
    );
  }, [inputs, scales, theme]);

  const updateAnchor = (key: AnchorKey, value: string) => {
    setInputs((previous) => {
      const current = previous[theme];
      const next: AnchorTexts = linked ? { light: value, middle: value, dark: value } : { ...current, [key]: value };
      return { ...previous, [theme]: next };
    });
  };

  const toggleLinked = (checked: boolean) => {
    setLinked(checked);
    if (checked) {
      // Start from the middle colour so that all three inputs agree right away.
      setInputs((previous) => {
        const middle = previous[theme].middle;
        return { ...previous, [theme]: { light: middle, middle, dark: middle } };
      });
    }
  };

  const resetTheme = () => {
    setInputs((previous) => ({ ...previous, [theme]: { ...DEFAULT_ANCHORS[theme] } }));
  };

  const announce = (message: string) => {
    setCopyStatus(message);
    clearTimeout(statusTimer.current);
    statusTimer.current = setTimeout(() => setCopyStatus(''), 4000);
  };

  const copy = async () => {
    // On failure the CSS stays selected in its text area, for the reader to copy by hand.
    const copied = await copyText(cssOutput, textareaRef.current);
    announce(copied ? 'CSS copied to the clipboard.' : 'Copying failed. The CSS is selected: press Ctrl+C or Cmd+C.');
  };

  return (
    <div className={styles.root}>
      <fieldset className={styles.controls}>
        <legend className={styles.legend}>Base colours</legend>
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-theme`}>
              Theme
            </label>
            <select
              id={`${id}-theme`}
              className={styles.select}
              value={theme}
              onChange={(event) => setTheme(event.target.value as ThemeName)}
            >
              {THEME_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                  {isDefault(name, inputs[name]) ? '' : ' (edited)'}
                </option>
              ))}
            </select>
          </div>
          <label className={styles.checkbox}>
            <input type="checkbox" checked={linked} onChange={(event) => toggleLinked(event.target.checked)} />
            Use one colour for all three
          </label>
          <button type="button" className={styles.button} onClick={resetTheme} disabled={isDefault(theme, texts)}>
            Reset {theme} to the shipped colours
          </button>
        </div>
        <div className={styles.anchors}>
          {ANCHOR_KEYS.map((key) => {
            const parsed = parseHexColor(texts[key]);
            const invalid = parsed === null;
            const inputId = `${id}-${key}`;
            return (
              <div key={key} className={styles.anchor}>
                <label className={styles.label} htmlFor={inputId}>
                  {ANCHOR_LABELS[key].label}
                </label>
                <span className={styles.hint} id={`${inputId}-hint`}>
                  {ANCHOR_LABELS[key].hint}
                </span>
                <div className={styles.anchorInputs}>
                  <input
                    type="color"
                    className={styles.colorInput}
                    aria-label={`${ANCHOR_LABELS[key].label}, colour picker`}
                    value={parsed ? formatHexColor(parsed) : '#000000'}
                    onChange={(event) => updateAnchor(key, event.target.value)}
                  />
                  <input
                    id={inputId}
                    type="text"
                    className={styles.textInput}
                    value={texts[key]}
                    spellCheck={false}
                    autoComplete="off"
                    aria-invalid={invalid}
                    aria-describedby={`${inputId}-hint${invalid ? ` ${inputId}-error` : ''}`}
                    onChange={(event) => updateAnchor(key, event.target.value)}
                  />
                </div>
                {invalid ? (
                  <span className={styles.error} id={`${inputId}-error`}>
                    Enter a hex colour such as #3366ff.
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>

      {scale && anchors ? (
        <>
          <section className={styles.section} aria-labelledby={`${id}-scale`}>
            <h3 id={`${id}-scale`}>Shades of {theme}</h3>
            <p className={styles.hint}>Each shade with its weight, hex value and contrast ratio against white and black text.</p>
            <ol className={styles.swatches}>
              {scale.map((step) => (
                <Swatch key={step.weight} step={step} />
              ))}
            </ol>
          </section>

          <section className={styles.section} aria-labelledby={`${id}-preview`}>
            <h3 id={`${id}-preview`}>Preview as the controls theme</h3>
            <div className={styles.previews}>
              <Preview
                title="Light scheme"
                surface={shade(neutral, 1000)}
                text={shade(neutral, 200)}
                buttonBackground={shade(scale, 350)}
                buttonText={shade(scale, 1000)}
                accentText={shade(scale, 350)}
                weights={{ button: 350, buttonText: 1000, accent: 350 }}
              />
              <Preview
                title="Dark scheme"
                surface={shade(neutral, 100)}
                text={shade(neutral, 1000)}
                buttonBackground={shade(scale, 250)}
                buttonText={shade(scale, 950)}
                accentText={shade(scale, 500)}
                weights={{ button: 250, buttonText: 950, accent: 500 }}
              />
            </div>
          </section>
        </>
      ) : (
        <p className={styles.error} role="status">
          Fix the colours above to see the shades.
        </p>
      )}

      <section className={styles.section} aria-labelledby={`${id}-css`}>
        <h3 id={`${id}-css`}>CSS custom properties</h3>
        <label className={styles.hint} htmlFor={`${id}-output`}>
          Add this after the admin styles. It contains every theme you edited, or the selected theme when you have edited none.
        </label>
        <textarea
          id={`${id}-output`}
          ref={textareaRef}
          className={styles.output}
          readOnly
          rows={12}
          value={cssOutput}
          spellCheck={false}
        />
        <div className={styles.row}>
          <button type="button" className={styles.button} onClick={() => void copy()}>
            Copy CSS
          </button>
          <span className={styles.status} role="status" aria-live="polite">
            {copyStatus}
          </span>
        </div>
      </section>
    </div>
  );
}

/** An island: it hydrates inside static articles. */
export default island('PaletteGenerator', PaletteGenerator);
