import { OrderScreenReveal } from './OrderScreenReveal';
import type { ScreenKind } from '../webKind';

export const orderScreenReveal: ScreenKind = OrderScreenReveal;
