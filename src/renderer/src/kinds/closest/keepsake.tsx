import { ClosestResults } from '../../features/results/KindResults';
import type { KeepsakeKind } from '../webKind';

export const closestKeepsakeCard: KeepsakeKind = ClosestResults;
