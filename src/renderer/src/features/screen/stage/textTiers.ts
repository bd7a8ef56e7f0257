/**
 * Longer texts get a smaller size so the 16:9 picture never overflows: the tiers by length, for the
 * question, the story and the items or options. Typical texts stay at the largest size.
 */
export type TextTier = 'normal' | 'long' | 'longest';

/** The tier of a text of `length` characters: up to `long` it is normal, up to `longest` long. */
export function tierOf(length: number, long: number, longest: number): TextTier {
  if (length > longest) return 'longest';
  return length > long ? 'long' : 'normal';
}

/** The question's text (up to 300 characters). */
export function questionTier(text: string): TextTier {
  return tierOf(text.length, 90, 180);
}

/** The story behind the answer (up to 400 characters). */
export function storyTier(text: string): TextTier {
  return tierOf(text.length, 150, 270);
}

/** Options or items, by the longest of them (up to 120 characters each). */
export function labelsTier(labels: readonly string[]): TextTier {
  return tierOf(Math.max(0, ...labels.map((l) => l.length)), 40, 75);
}
