/**
 * The order a phone shows an `order` question's items in: shuffled, the same for every phone and every
 * reconnect (derived from the game and the question), and never the right order itself.
 */
export function shuffledItemIds(gameId: string, questionNo: number, count: number): number[] {
  const random = seededRandom(`${gameId}#${questionNo}`);
  const ids = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swap = ids[i] ?? i;
    ids[i] = ids[j] ?? j;
    ids[j] = swap;
  }
  // Shown in the right order, the question would answer itself: turn it by one.
  return ids.every((id, i) => id === i) ? [...ids.slice(1), ...ids.slice(0, 1)] : ids;
}

/** mulberry32 seeded with the FNV-1a hash of `seed`. */
function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
