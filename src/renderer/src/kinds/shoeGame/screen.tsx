import type { ScreenKind } from '../webKind';
import { ShoeScreenReveal } from './ShoeScreenReveal';

export const shoeGameScreenReveal: ScreenKind = ShoeScreenReveal;
