import { OptionResults } from '../../features/results/OptionResults';
import type { KeepsakeKind } from '../webKind';

export const trueFalseKeepsakeCard: KeepsakeKind = OptionResults;
