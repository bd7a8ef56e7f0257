import { OrderResults } from '../../features/results/KindResults';
import type { KeepsakeKind } from '../webKind';

export const orderKeepsakeCard: KeepsakeKind = OrderResults;
