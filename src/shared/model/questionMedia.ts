/**
 * A question's photo that unveils and its song clip (issue 30), without zod: the big screen and the
 * editor use these too.
 */

/** How a question's photo unveils over the answering time on the big screen. */
export const UNVEIL_STYLES = ['blur', 'tiles'] as const;
export type UnveilStyle = (typeof UNVEIL_STYLES)[number];

/** A song clip: from `start` (seconds into the file), 5 to 30 seconds long. */
export const CLIP_LIMITS = { minSeconds: 5, maxSeconds: 30, startMaxSeconds: 3600 } as const;

/** The tiles an unveiling photo is hidden behind: columns × rows. */
export const UNVEIL_TILES = { columns: 6, rows: 4 } as const;

/** Steps the unveiling goes in with reduced motion (instead of smoothly). */
export const UNVEIL_STEPS = 5;

/**
 * The order the tiles flip away in: a shuffle seeded by the question (its text and number), so every
 * big screen and a reload show the same order, and it differs from question to question.
 */
export function tileOrder(
  seedText: string,
  count: number = UNVEIL_TILES.columns * UNVEIL_TILES.rows,
): number[] {
  let seed = 2166136261;
  for (let i = 0; i < seedText.length; i++) seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619) >>> 0;
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/**
 * How far the photo is unveiled (0 hidden, 1 clear) `elapsedMs` into `durationMs` of answering: it is
 * clear a little before the end, so the last guesses still see it whole; `steps` rounds it down to steps.
 */
export function unveiledShare(elapsedMs: number, durationMs: number, steps?: number): number {
  if (durationMs <= 0) return 1;
  const share = Math.min(1, Math.max(0, elapsedMs / (durationMs * 0.85)));
  return steps ? Math.floor(share * steps) / steps : share;
}
