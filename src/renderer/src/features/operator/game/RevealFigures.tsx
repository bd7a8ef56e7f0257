import type { QuestionKind } from '@shared/questionKinds';
import type { Reveal } from '@shared/questionView';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { closestSentence, rightCountText } from '../../screen/stage/kindWords';

/** After the reveal: how the room did, in one or two lines. */
export function RevealFigures({
  kind,
  reveal,
}: {
  kind: QuestionKind;
  reveal: Reveal;
}): React.JSX.Element | null {
  // The room's figures in the screen's words (the display language).
  const { t } = useTranslation('screen');
  const language = useLanguage();
  const lines: string[] = [];
  if (kind === 'order') lines.push(rightCountText(t, reveal.rightCount));
  else if (kind === 'closest') {
    lines.push(closestSentence(t, reveal.closest?.nearest ?? [], language) ?? 'Nobody sent a guess.');
    lines.push(`${guests(reveal.rightCount)} close enough to score`);
  } else if (kind !== 'poll') lines.push(`${guests(reveal.rightCount)} got it right`);
  if (lines.length === 0) return null;
  return (
    <div className="question-panel__figures" data-testid="operator-figures">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

function guests(count: number): string {
  if (count === 0) return 'Nobody';
  return `${count} ${count === 1 ? 'guest' : 'guests'}`;
}
