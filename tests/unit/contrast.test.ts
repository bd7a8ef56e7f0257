/** The colour maths of the pixel-based contrast checks (tests/e2e/contrast.ts). */
import { describe, expect, it } from 'vitest';
import {
  backgroundBehindText,
  blend,
  contrastRatio,
  luminance,
  parseColour,
  worstContrast,
  type Pixels,
  type Rgb,
} from '../e2e/contrast';

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** A picture of `width` x 1 pixels of the given colours. */
function row(colours: Rgb[]): Pixels {
  return {
    width: colours.length,
    height: 1,
    data: Uint8Array.from(colours.flatMap((c) => [c.r, c.g, c.b, 255])),
  };
}

describe('colour contrast', () => {
  it('measures the relative luminance of black, white and a mid grey', () => {
    expect(luminance(BLACK)).toBe(0);
    expect(luminance(WHITE)).toBeCloseTo(1, 10);
    expect(luminance({ r: 119, g: 119, b: 119 })).toBeCloseTo(0.1845, 3);
  });

  it('gives the known WCAG ratios, whichever colour comes first', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5);
    // #777 on white is the classic "just under 4.5:1".
    expect(contrastRatio({ r: 119, g: 119, b: 119 }, WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
  });

  it('parses the colours getComputedStyle writes, and hex', () => {
    expect(parseColour('rgb(58, 42, 51)')).toEqual({ r: 58, g: 42, b: 51, a: 1 });
    expect(parseColour('rgba(255, 255, 255, 0.5)')).toEqual({ r: 255, g: 255, b: 255, a: 0.5 });
    expect(parseColour('#fff')).toEqual({ ...WHITE, a: 1 });
    expect(parseColour('#3a2a33')).toEqual({ r: 58, g: 42, b: 51, a: 1 });
    expect(() => parseColour('transparent')).toThrow();
  });

  it('blends a translucent colour over its background', () => {
    expect(blend({ ...WHITE, a: 0.5 }, BLACK)).toEqual({ r: 128, g: 128, b: 128 });
    expect(blend({ ...BLACK, a: 1 }, WHITE)).toEqual(BLACK);
  });

  it('finds the background behind the text where the two pictures differ', () => {
    const red = { r: 200, g: 0, b: 0 };
    const pink = { r: 240, g: 150, b: 150 };
    const withText = row([red, WHITE, pink, WHITE]);
    const withoutText = row([red, red, pink, pink]);
    expect(backgroundBehindText(withText, withoutText)).toEqual([red, pink]);
    expect(() => backgroundBehindText(row([red]), withoutText)).toThrow();
  });

  it('takes the worst background pixel, leaving out a small share of outliers', () => {
    const dark = { r: 40, g: 40, b: 40 };
    const behind = [...Array<Rgb>(99).fill(dark), WHITE];
    expect(worstContrast(WHITE, behind, 0)).toBe(1);
    expect(worstContrast(WHITE, behind, 0.02)).toBeCloseTo(contrastRatio(WHITE, dark), 5);
    expect(() => worstContrast(WHITE, [])).toThrow();
  });
});
