import type { ScreenView, ShownQuestion } from '@shared/wire/payloads';
import { screenRevealFor } from '../../../kinds/screen';

interface Props {
  view: ScreenView;
  question: ShownQuestion;
}

/** The answer, the hero of the reveal: the kind's own (src/renderer/src/kinds/<kind>). */
export function RevealHero({ view, question }: Props): React.JSX.Element {
  const ScreenReveal = screenRevealFor(question.kind);
  return <ScreenReveal view={view} question={question} />;
}
