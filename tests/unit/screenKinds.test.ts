/** The big screen's pure helpers for the kinds of question: words, the histogram, text sizes, the fit. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { screenT } from '../support/screenWords';
import { largestFit } from '../../src/renderer/src/features/screen/stage/fitScale';
import { histogramOf } from '../../src/renderer/src/kinds/closest/histogram';
import {
  closestSentence,
  kindHint,
  rangeText,
  rightCountText,
} from '../../src/renderer/src/features/screen/stage/kindWords';
import {
  labelsTier,
  questionTier,
  storyTier,
  tierOf,
} from '../../src/renderer/src/features/screen/stage/textTiers';
import { formatNumber, withUnit } from '../../src/renderer/src/ui/format/numbers';

describe('numbers as the room reads them', () => {
  it('groups thousands, keeps up to two decimals, and puts the unit after', () => {
    expect(formatNumber(1250000)).toBe('1,250,000');
    expect(formatNumber(17.5)).toBe('17.5');
    expect(formatNumber(1 / 3)).toBe('0.33');
    expect(formatNumber(-4)).toBe('-4');
    expect(withUnit(14, 'countries')).toBe('14 countries');
    expect(withUnit(30, '%')).toBe('30%');
    expect(withUnit(14, null)).toBe('14');
  });
});

describe('the words of each kind', () => {
  let t: TFunction<'screen'>;
  let fr: TFunction<'screen'>;
  beforeAll(async () => {
    t = await screenT('en');
    fr = await screenT('fr');
  });

  it('tells the room what to do on their phones', () => {
    expect(kindHint(t, 'closest')).toBe('Type your guess on your phone');
    expect(kindHint(t, 'order')).toBe('Put these in order on your phone');
    expect(kindHint(t, 'poll')).toBe('Vote on your phone — no right answer');
    expect(kindHint(t, 'choice')).toBeNull();
    expect(kindHint(t, 'trueFalse')).toBeNull();
    expect(kindHint(t, 'whoSaidIt')).toBeNull();
  });

  it('says the range of a guess, with and without a unit', () => {
    expect(rangeText(t, { min: 0, max: 100, unit: 'countries' }, 'en')).toBe('between 0 and 100 countries');
    expect(rangeText(t, { min: 1000, max: 25000, unit: null }, 'en')).toBe('between 1,000 and 25,000');
  });

  it('names the nearest guests with their guesses, in order', () => {
    expect(
      closestSentence(
        t,
        [
          { name: 'Dan', guess: 14 },
          { name: 'Anna', guess: 15 },
          { name: 'Cleo', guess: 12 },
        ],
        'en',
      ),
    ).toBe('Closest: Dan (14), Anna (15), Cleo (12)');
    expect(closestSentence(t, [{ name: 'Dan', guess: 17.5 }], 'en')).toBe('Closest: Dan (17.5)');
    expect(closestSentence(t, [], 'en')).toBeNull();
  });

  it('counts the guests who got an order exactly right', () => {
    expect(rightCountText(t, 0)).toBe('Nobody got it exactly right');
    expect(rightCountText(t, 1)).toBe('1 guest got it exactly right');
    expect(rightCountText(t, 12)).toBe('12 guests got it exactly right');
  });

  it('says the same in French, with French numbers', () => {
    expect(kindHint(fr, 'closest')).toBe('Tapez votre estimation sur votre téléphone');
    expect(rangeText(fr, { min: 1000, max: 25000, unit: 'km' }, 'fr')).toBe(
      'entre 1\u202f000 et 25\u202f000 km',
    );
    expect(closestSentence(fr, [{ name: 'Dan', guess: 17.5 }], 'fr')).toBe('Les plus proches : Dan (17,5)');
    expect(rightCountText(fr, 0)).toBe("Personne n'a trouvé l'ordre exact");
    expect(rightCountText(fr, 1)).toBe("1 invité a trouvé l'ordre exact");
    expect(rightCountText(fr, 3)).toBe("3 invités ont trouvé l'ordre exact");
  });
});

describe('the histogram of guesses', () => {
  // As the server bins guesses 12, 14, 15 and 40 with the answer 14: eight bins from 12 to 40.
  const width = (40 - 12) / 8;
  const bins = Array.from({ length: 8 }, (_, i) => ({
    from: 12 + i * width,
    to: 12 + (i + 1) * width,
    count: i === 0 ? 3 : i === 7 ? 1 : 0,
  }));

  it('draws each bin against the tallest and marks the answer’s bin and place', () => {
    const h = histogramOf(bins, 14);
    expect(h.bars.map((b) => Math.round(b.height))).toEqual([100, 0, 0, 0, 0, 0, 0, 33]);
    expect(h.bars.map((b) => b.answer)).toEqual([true, false, false, false, false, false, false, false]);
    expect(h.answerAt).toBeCloseTo((2 / 28) * 100);
    expect(h.guesses).toBe(4);
    expect([h.from, h.to]).toEqual([12, 40]);
  });

  it('leaves out an end’s label when the answer’s mark would cover it', () => {
    const near = histogramOf(bins, 14);
    expect([near.labelFrom, near.labelTo]).toEqual([false, true]);
    expect(near.markerAlign).toBe('start');
    const last = histogramOf(bins, 40);
    expect(last.bars[7]?.answer).toBe(true);
    expect([last.labelFrom, last.labelTo]).toEqual([true, false]);
    expect(last.markerAlign).toBe('end');
    const middle = histogramOf(bins, 26);
    expect([middle.labelFrom, middle.labelTo]).toEqual([true, true]);
    expect(middle.markerAlign).toBe('middle');
  });

  it('copes with one bin (everyone guessed the answer) and with no guess at all', () => {
    const same = histogramOf([{ from: 14, to: 14, count: 3 }], 14);
    expect(same.bars).toEqual([{ from: 14, to: 14, count: 3, height: 100, answer: true }]);
    expect(same.answerAt).toBe(50);
    const none = histogramOf([{ from: 14, to: 14, count: 0 }], 14);
    expect(none.bars[0]?.height).toBe(0);
    expect(none.guesses).toBe(0);
  });
});

describe('text sizes by length', () => {
  it('steps down at each tier’s bounds', () => {
    expect(tierOf(10, 20, 40)).toBe('normal');
    expect(tierOf(20, 20, 40)).toBe('normal');
    expect(tierOf(21, 20, 40)).toBe('long');
    expect(tierOf(41, 20, 40)).toBe('longest');
  });

  it('keeps the showcase’s texts at the largest size and the limits at the smallest', () => {
    expect(questionTier('How many countries have they visited together?')).toBe('normal');
    expect(questionTier('x'.repeat(300))).toBe('longest');
    expect(storyTier('Fourteen so far, and the honeymoon in Japan makes fifteen.')).toBe('normal');
    expect(storyTier('x'.repeat(400))).toBe('longest');
    expect(labelsTier(['Their first date', 'Moving in together', 'The proposal'])).toBe('normal');
    expect(labelsTier(['short', 'x'.repeat(120)])).toBe('longest');
    expect(labelsTier([])).toBe('normal');
  });
});

describe('shrinking a stage that cannot fit', () => {
  it('does not shrink a stage that fits', () => {
    expect(largestFit(() => 500, 800)).toBe(1);
  });

  it('finds the largest scale at which the wider, shorter layout fits', () => {
    // Text that takes fewer lines as the stage gets wider: its height falls with the scale.
    const heightAt = (scale: number): number => 1200 * scale;
    const scale = largestFit(heightAt, 800);
    expect(heightAt(scale) * scale).toBeLessThanOrEqual(800);
    expect(scale).toBeGreaterThan(0.8);
    expect(scale).toBeLessThanOrEqual(Math.sqrt(800 / 1200));
  });

  it('never goes below the floor', () => {
    expect(largestFit(() => 100_000, 800, 0.5)).toBe(0.5);
  });
});
