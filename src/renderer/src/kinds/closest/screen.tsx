import { ClosestScreenReveal } from './ClosestScreenReveal';
import type { ScreenKind } from '../webKind';

export const closestScreenReveal: ScreenKind = ClosestScreenReveal;
