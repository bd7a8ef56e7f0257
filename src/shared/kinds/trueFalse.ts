/** True or false: 0 is True, 1 is False. */
import type { KindModule } from './kindModule';
import { TRUE_FALSE_LABELS } from './labels';
import { optionParts, rightOptionParts } from './optionKind';

const labels: KindModule<'trueFalse'>['labels'] = () => [...TRUE_FALSE_LABELS];

export const trueFalseKind: KindModule<'trueFalse'> = {
  kind: 'trueFalse',
  skipsLeaderboard: false,
  needsPartners: false,
  settledByCouple: false,
  translatedList: null,
  ...optionParts(labels),
  ...rightOptionParts(labels),
  shownParts: () => ({ number: null, partnerPhotos: null }),
};
