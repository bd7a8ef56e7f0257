import { OptionReveal } from '../../features/screen/stage/OptionReveal';
import type { ScreenKind } from '../webKind';

export const whoSaidItScreenReveal: ScreenKind = OptionReveal;
