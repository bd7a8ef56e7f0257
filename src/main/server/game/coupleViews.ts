/**
 * The shoe game's couple in the views (issue 30): what the big screen and the operator know of them
 * (connected, picked, never what before the reveal) and a partner's own view.
 */
import { kindFor } from '@shared/kinds';
import type { CoupleStatus, PartnerView, PhoneShared } from '@shared/index';
import type { GameReader } from '../engine/gameReader';

/** Which partners have a phone connected: the transport knows, the game does not. */
export type CoupleOnline = readonly [boolean, boolean];

/** Who is connected and who has picked for the current shoe-game question; null without the couple named. */
export function coupleStatus(game: GameReader, online: CoupleOnline): CoupleStatus | null {
  if (!game.quiz.partners) return null;
  const question = game.currentQuestion;
  const round = question && kindFor(question).settledByCouple ? game.coupleOf() : undefined;
  const partners = game.quiz.partners;
  return {
    names: [partners[0]?.name ?? '', partners[1]?.name ?? ''],
    online: [online[0], online[1]],
    answered: [round?.answers[0] != null, round?.answers[1] != null],
  };
}

/** A partner's phone: the step every phone shares, who they are, the couple's names and their own pick. */
export function partnerView(game: GameReader, shared: PhoneShared, partner: 0 | 1): PartnerView {
  const partners = game.quiz.partners;
  const question = game.currentQuestion;
  const round = question && kindFor(question).settledByCouple ? game.coupleOf() : undefined;
  const pick = round?.answers[partner];
  return {
    ...shared,
    audience: 'partner',
    partner,
    names: [partners?.[0]?.name ?? '', partners?.[1]?.name ?? ''],
    photos: [partners?.[0]?.photo ?? null, partners?.[1]?.photo ?? null],
    myAnswer: pick === 0 || pick === 1 ? pick : null,
  };
}
