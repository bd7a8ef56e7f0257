/** Multiple choice: two to four options, one right. A question without `kind` is one. */
import type { KindModule } from './kindModule';
import { optionParts, rightOptionParts } from './optionKind';

const labels: KindModule<'choice'>['labels'] = (question) => question.options;

export const choiceKind: KindModule<'choice'> = {
  kind: 'choice',
  skipsLeaderboard: false,
  needsPartners: false,
  settledByCouple: false,
  translatedList: 'options',
  ...optionParts(labels),
  ...rightOptionParts(labels),
  shownParts: () => ({ number: null, partnerPhotos: null }),
};
