import type { RevealProps } from '../../features/screen/stage/OptionReveal';
import { ClosestAnswer } from './ClosestAnswer';

/** The right number, the guesses' distribution and the nearest guests. */
export function ClosestScreenReveal({ view, question }: RevealProps): React.JSX.Element {
  const closest = view.reveal?.closest ?? {
    answer: view.correctAnswer ?? 0,
    unit: question.number?.unit ?? null,
    bins: [],
    nearest: [],
  };
  return <ClosestAnswer closest={closest} />;
}
