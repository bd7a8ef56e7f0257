/** Who said it, who is more likely to…: the couple's two names and "Both". */
import type { KindModule } from './kindModule';
import { BOTH_LABEL } from './labels';
import { optionParts, rightOptionParts } from './optionKind';

const labels: KindModule<'whoSaidIt'>['labels'] = (_question, partners) => [
  partners?.[0]?.name ?? 'Partner 1',
  partners?.[1]?.name ?? 'Partner 2',
  BOTH_LABEL,
];

export const whoSaidItKind: KindModule<'whoSaidIt'> = {
  kind: 'whoSaidIt',
  skipsLeaderboard: false,
  needsPartners: true,
  settledByCouple: false,
  translatedList: null,
  ...optionParts(labels),
  ...rightOptionParts(labels),
  shownParts: (_question, partners) => ({
    number: null,
    partnerPhotos: (partners ?? []).map((p) => p.photo ?? null),
  }),
};
