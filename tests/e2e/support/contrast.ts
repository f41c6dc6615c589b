import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Contrast of what the browser really draws (computed styles), for WCAG 1.4.11: a focus indicator
 * against what is next to it, a control's border against the ground it sits on.
 */

type Rgba = [number, number, number, number];

export interface DrawnColours {
  /** The indicator's or border's colour, and what it is drawn against. */
  foreground: Rgba;
  background: Rgba;
}

/** The contrast ratio of two opaque colours (WCAG 2 relative luminance). */
function contrastRatio(a: Rgba, b: Rgba): number {
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const s = value / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The focused element's indicator (outline, or the last box-shadow: Tailwind's ring) and what
 * surrounds it (the ring's offset colour, else the nearest opaque background outside the element).
 */
export function focusIndicatorColours(element: Locator): Promise<DrawnColours> {
  return element.evaluate((node) => {
    const parse = (value: string): [number, number, number, number] | null => {
      const match = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:,?\s*\/?\s*([\d.]+))?\)/.exec(value);
      return match
        ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])]
        : null;
    };
    const groundOf = (start: Element | null): [number, number, number, number] => {
      // Blends translucent grounds onto what is under them, up to the page's white.
      const layers: [number, number, number, number][] = [];
      for (let at = start; at; at = at.parentElement) {
        const colour = parse(getComputedStyle(at).backgroundColor);
        if (colour && colour[3] > 0) {
          layers.push(colour);
          if (colour[3] >= 1) break;
        }
      }
      let ground: [number, number, number, number] = [255, 255, 255, 1];
      for (const [r, g, b, a] of layers.reverse()) {
        ground = [r * a + ground[0] * (1 - a), g * a + ground[1] * (1 - a), b * a + ground[2] * (1 - a), 1];
      }
      return ground;
    };
    const style = getComputedStyle(node);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      const outline = parse(style.outlineColor)!;
      return { foreground: outline, background: groundOf(node.parentElement) };
    }
    // Rings are shadows without offset or blur: [colour, spread, inset]. Tailwind draws a ring's
    // offset as a ring of the offset's colour under it, a two-tone inset ring the same way inward.
    const rings = style.boxShadow
      .split(/,(?![^(]*\))/)
      .map((part) => {
        const colour = parse(part);
        const lengths =
          part
            .replace(/rgba?\([^)]*\)/, '')
            .match(/-?[\d.]+px/g)
            ?.map(parseFloat) ?? [];
        const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
        return colour && colour[3] > 0 && x === 0 && y === 0 && blur === 0 && spread > 0
          ? { colour, spread, inset: part.includes('inset') }
          : null;
      })
      .filter((ring) => ring !== null);
    if (rings.length === 0) throw new Error(`no focus indicator drawn on ${node.outerHTML.slice(0, 80)}`);
    // The outermost edge (outside: the widest ring; inside: the narrowest) is the indicator; it is
    // seen against the ring next to it, or against the ground.
    const ordered = [...rings].sort((a, b) => (a.inset ? a.spread - b.spread : b.spread - a.spread));
    const indicator = ordered[0]!.colour;
    const next = ordered[1]?.colour ?? groundOf(node.parentElement);
    return { foreground: indicator, background: next };
  });
}

type PaintedPart = 'border' | 'stroke' | 'fill' | 'placeholder';

/**
 * One painted part of an element and what it is seen against: a control's border, an icon's
 * outline (SVG stroke) or a control's own fill (a selected tab, a switch's track) against the
 * ground around the element — translucent grounds blended down to the page's white — or a
 * field's placeholder text against the field itself.
 */
function paintedColours(element: Locator, part: PaintedPart): Promise<DrawnColours> {
  return element.evaluate((node, which) => {
    const paint = (css: string): [number, number, number, number] => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const style = getComputedStyle(node);
    if (which === 'placeholder') {
      return {
        foreground: paint(getComputedStyle(node, '::placeholder').color),
        background: paint(style.backgroundColor),
      };
    }
    const layers: [number, number, number, number][] = [];
    for (let at = node.parentElement; at; at = at.parentElement) {
      const colour = paint(getComputedStyle(at).backgroundColor);
      if (colour[3] > 0) {
        layers.push(colour);
        if (colour[3] >= 1) break;
      }
    }
    let ground: [number, number, number, number] = [255, 255, 255, 1];
    for (const [r, g, b, a] of layers.reverse()) {
      ground = [r * a + ground[0] * (1 - a), g * a + ground[1] * (1 - a), b * a + ground[2] * (1 - a), 1];
    }
    const drawn = which === 'border' ? style.borderTopColor : which === 'stroke' ? style.stroke : style.backgroundColor;
    return { foreground: paint(drawn), background: ground };
  }, part);
}

/** A control's border and the ground around the control. */
export const borderColours = (element: Locator) => paintedColours(element, 'border');

/** An icon's outline (its SVG stroke) and the ground it is drawn on: a graphic's contrast. */
export const strokeColours = (icon: Locator) => paintedColours(icon, 'stroke');

/** A control's own fill (a selected tab, a switch's track) and the ground around it. */
export const fillColours = (element: Locator) => paintedColours(element, 'fill');

/** A field's placeholder text and the field's own background. */
export const placeholderColours = (field: Locator) => paintedColours(field, 'placeholder');

/** WCAG 1.4.11's minimum for focus indicators and control borders. */
export const MINIMUM_CONTRAST = 3;

/** The contrast of what `focusIndicatorColours` or `borderColours` found. */
export function drawnContrast({ foreground, background }: DrawnColours): number {
  return contrastRatio(foreground, background);
}

/** Focuses the element as a keyboard user would see it (after a key press, :focus-visible applies). */
export async function focusByKeyboard(page: Page, element: Locator): Promise<void> {
  await page.keyboard.press('Shift');
  await element.focus();
  await expect(element).toBeFocused();
  await finishAnimations(page);
}

/**
 * Jumps every transition and animation to its end, so colours are read as they end up, not halfway.
 * An endless animation (a spinner still turning while data loads) has no end to jump to: it is
 * left as it is, and finishing it would throw.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.getAnimations().forEach((animation) => {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }),
  );
}
