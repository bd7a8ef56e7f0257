/**
 * The bench's check of the shoe game (issue 30), as independent of the server's code as bench/verify.ts:
 * every pick a partner phone sent was taken (the phone's own view showed it), the journal holds exactly
 * the picks taken, in order, and at the question's answering; the couple's last picks are the ones the
 * bench planned (so they agreed and disagreed as planned); and the operator and both partner phones showed
 * those picks at the reveal. The guests' points on those picks are recomputed in bench/verify.ts.
 */

/** A pick one partner phone sent, and what came of it. */
export interface CouplePick {
  partner: number;
  questionNo: number;
  answer: number;
  sentAt: number;
  /** When the phone's own view showed the pick: the server took it. */
  ackAt: number | null;
  rejected: string | null;
}

/** The couple's picks as one screen showed them at a question's reveal. */
export interface CoupleShown {
  who: string;
  questionNo: number;
  answers: readonly (number | null)[];
}

export interface CoupleInput {
  /** The picks the bench planned to be the key, per shoe-game question. */
  planned: { questionNo: number; answers: readonly number[] }[];
  picks: CouplePick[];
  shown: CoupleShown[];
  /** The screens that must have shown every shoe-game reveal (the operator, each partner's phone). */
  viewers: readonly string[];
}

/** What the journal says of the couple: `${questionNo}/${partner}` -> every pick journaled, in order. */
export interface JournalCouple {
  picks: Map<string, (number | null)[]>;
  /** Picks journaled outside their question's answering (the server should have refused them). */
  outsideAnswering: number;
}

export interface CoupleCheck {
  questions: number;
  agreed: number;
  disagreed: number;
  picksSent: number;
  picksAcked: number;
  picksRejected: number;
  picksJournaled: number;
  /** Partner and question whose journaled picks are not the taken ones, in order. */
  pickMismatches: number;
  outsideAnswering: number;
  /** Shoe-game questions whose key (the last picks journaled) is not the planned one. */
  planMismatches: number;
  shownChecked: number;
  /** Reveals showing other picks than the journal's, or not seen at all by a viewer. */
  shownMismatches: number;
  examples: string[];
  ok: boolean;
}

/** The key of a shoe-game question: each partner's last pick in the journal (null: none). */
export function coupleKey(journal: JournalCouple, questionNo: number): (number | null)[] {
  return [0, 1].map((partner) => journal.picks.get(`${questionNo}/${partner}`)?.at(-1) ?? null);
}

const sameList = (a: readonly (number | null)[], b: readonly (number | null)[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function checkPicks(journal: JournalCouple, input: CoupleInput, examples: string[]): number {
  const taken = new Map<string, number[]>();
  for (const p of input.picks) {
    if (p.ackAt === null) continue;
    const key = `${p.questionNo}/${p.partner}`;
    taken.set(key, [...(taken.get(key) ?? []), p.answer]);
  }
  let mismatches = 0;
  for (const key of new Set([...taken.keys(), ...journal.picks.keys()])) {
    const sent = taken.get(key) ?? [];
    const journaled = journal.picks.get(key) ?? [];
    if (sameList(sent, journaled)) continue;
    mismatches++;
    if (examples.length < 5)
      examples.push(`q/partner ${key}: taken ${sent.join(',')}, journaled ${journaled.join(',')}`);
  }
  return mismatches;
}

function checkShown(
  journal: JournalCouple,
  input: CoupleInput,
  examples: string[],
): { checked: number; mismatches: number } {
  let checked = 0;
  let mismatches = 0;
  for (const { questionNo } of input.planned) {
    const key = coupleKey(journal, questionNo);
    for (const who of input.viewers) {
      const seen = input.shown.find((s) => s.who === who && s.questionNo === questionNo);
      checked++;
      if (seen && sameList(seen.answers, key)) continue;
      mismatches++;
      if (examples.length < 5)
        examples.push(`q${questionNo + 1}, ${who}: shown ${seen ? seen.answers.join(',') : 'nothing'}`);
    }
  }
  return { checked, mismatches };
}

export function verifyCouple(journal: JournalCouple, input: CoupleInput): CoupleCheck {
  const examples: string[] = [];
  let agreed = 0;
  let disagreed = 0;
  let planMismatches = 0;
  for (const { questionNo, answers } of input.planned) {
    const [a, b] = coupleKey(journal, questionNo);
    if (a !== null && b !== null) {
      if (a === b) agreed++;
      else disagreed++;
    }
    if (!sameList([a ?? null, b ?? null], answers)) {
      planMismatches++;
      if (examples.length < 5)
        examples.push(`q${questionNo + 1}: key ${a},${b}, planned ${answers.join(',')}`);
    }
  }
  const pickMismatches = checkPicks(journal, input, examples);
  const shown = checkShown(journal, input, examples);
  const picksAcked = input.picks.filter((p) => p.ackAt !== null).length;
  const picksRejected = input.picks.filter((p) => p.rejected !== null).length;
  const picksJournaled = [...journal.picks.values()].reduce((n, list) => n + list.length, 0);
  return {
    questions: input.planned.length,
    agreed,
    disagreed,
    picksSent: input.picks.length,
    picksAcked,
    picksRejected,
    picksJournaled,
    pickMismatches,
    outsideAnswering: journal.outsideAnswering,
    planMismatches,
    shownChecked: shown.checked,
    shownMismatches: shown.mismatches,
    examples,
    ok:
      input.planned.length > 0 &&
      picksAcked === input.picks.length &&
      picksRejected === 0 &&
      picksJournaled === picksAcked &&
      pickMismatches === 0 &&
      journal.outsideAnswering === 0 &&
      planMismatches === 0 &&
      shown.mismatches === 0,
  };
}
