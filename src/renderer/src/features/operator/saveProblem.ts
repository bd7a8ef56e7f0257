/** The operator's red banner while the server cannot write the game to disk. */
export function saveProblemText(reason: string): string {
  const trimmed = reason.trim().replace(/[.\s]+$/, '');
  return (
    `The game cannot save: ${trimmed}. Guests' answers are refused until it can — free space on the ` +
    'disk or check the data folder.'
  );
}
