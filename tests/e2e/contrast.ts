/**
 * WCAG colour maths for the pixel-based contrast checks: relative luminance, the contrast ratio, CSS
 * colour parsing and the sampling of a button's rendered background behind its text.
 */

/** An opaque colour, 0–255 a channel. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** RGBA pixels, 4 bytes a pixel, row by row (a decoded PNG or a canvas's ImageData). */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array | Buffer;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2.x contrast ratio, 1 to 21, whichever colour is lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)` (as getComputedStyle writes them) or `#abc` / `#aabbcc`. */
export function parseColour(css: string): Rgb & { a: number } {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return {
      r: parseInt(h.slice(0, 2), 16),
      g: parseInt(h.slice(2, 4), 16),
      b: parseInt(h.slice(4, 6), 16),
      a: 1,
    };
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(css.trim());
  if (!fn) throw new Error(`Not a colour: ${css}`);
  const [r, g, b, a] = fn[1]!.split(/[\s,/]+/).map(Number);
  return { r: r!, g: g!, b: b!, a: a ?? 1 };
}

/** `top` drawn over `bottom` with `top.a` opacity. */
export function blend(top: Rgb & { a: number }, bottom: Rgb): Rgb {
  const mix = (t: number, u: number): number => Math.round(t * top.a + u * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) };
}

function pixel(p: Pixels, i: number): Rgb {
  return { r: p.data[i * 4]!, g: p.data[i * 4 + 1]!, b: p.data[i * 4 + 2]! };
}

/** How far apart two pixels are: the largest channel difference. */
function distance(a: Rgb, b: Rgb): number {
  return Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b));
}

/**
 * The background behind the text: the pixels of `withText` that differ from `withoutText` (the same
 * element drawn with transparent text) are the text's; their colours in `withoutText` are what lies
 * behind it. Both must be the same size.
 */
export function backgroundBehindText(withText: Pixels, withoutText: Pixels, threshold = 24): Rgb[] {
  if (withText.width !== withoutText.width || withText.height !== withoutText.height)
    throw new Error('The two pictures differ in size');
  const behind: Rgb[] = [];
  for (let i = 0; i < withText.width * withText.height; i++) {
    const bg = pixel(withoutText, i);
    if (distance(pixel(withText, i), bg) > threshold) behind.push(bg);
  }
  return behind;
}

/**
 * The contrast of `text` against the background pixels behind it: the worst pixel after leaving out
 * the worst `outliers` share (a few anti-aliased edge pixels of a border or shadow under a glyph).
 */
export function worstContrast(text: Rgb, behind: readonly Rgb[], outliers = 0.01): number {
  if (behind.length === 0) throw new Error('No text pixels found');
  const ratios = behind.map((bg) => contrastRatio(text, bg)).sort((a, b) => a - b);
  return ratios[Math.min(ratios.length - 1, Math.floor(ratios.length * outliers))]!;
}
