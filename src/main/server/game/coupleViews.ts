/**
 * The shoe game's couple in the views (issue 30): what the big screen and the operator know of them
 * (connected, picked, never what before the reveal) and a partner's own view.
 */
import { kindFor } from '@shared/kinds';
import type { CoupleStatus, PartnerView, PhoneShared } from '@shared/index';
import type { GameReader } from '../engine/gameReader';
import type { CoupleRound } from '../engine/coupleBook';

/** Which partners have a phone connected: the transport knows, the game does not. */
export type CoupleOnline = readonly [boolean, boolean];

/** The couple's picks for the current question, when it is a shoe-game question. */
function currentRound(game: GameReader): CoupleRound | undefined {
  const question = game.currentQuestion;
  return question && kindFor(question).settledByCouple ? game.coupleOf() : undefined;
}

function coupleNames(game: GameReader): [string, string] {
  const partners = game.quiz.partners;
  return [partners?.[0]?.name ?? '', partners?.[1]?.name ?? ''];
}

/** Who is connected and who has picked for the current shoe-game question; null without the couple named. */
export function coupleStatus(game: GameReader, online: CoupleOnline): CoupleStatus | null {
  if (!game.quiz.partners) return null;
  const round = currentRound(game);
  return {
    names: coupleNames(game),
    online: [online[0], online[1]],
    answered: [round?.answers[0] != null, round?.answers[1] != null],
  };
}

/** A partner's phone: the step every phone shares, who they are, the couple's names and their own pick. */
export function partnerView(game: GameReader, shared: PhoneShared, partner: 0 | 1): PartnerView {
  const partners = game.quiz.partners;
  const pick = currentRound(game)?.answers[partner];
  return {
    ...shared,
    audience: 'partner',
    partner,
    names: coupleNames(game),
    photos: [partners?.[0]?.photo ?? null, partners?.[1]?.photo ?? null],
    myAnswer: pick === 0 || pick === 1 ? pick : null,
  };
}
