/** The shoe game's reveal on the big screen (issue 30): its answers turn over, then the verdict. */

/** Seconds between the two answers turning over, and from the second to the verdict. */
export const SHOE_TURN_SECONDS = 1.6;
/** The first answer turns over this long after the reveal appears. */
export const SHOE_FIRST_TURN_SECONDS = 0.4;
/** When the verdict shows (and its cue plays), after the reveal appears. */
export const SHOE_VERDICT_MS = (SHOE_FIRST_TURN_SECONDS + 2 * SHOE_TURN_SECONDS) * 1000;
