import { OptionReveal } from '../../features/screen/stage/OptionReveal';
import type { ScreenKind } from '../webKind';

export const choiceScreenReveal: ScreenKind = OptionReveal;
