import { useTranslation } from 'react-i18next';
import type { ScreenView, ShownQuestion } from '@shared/wire/payloads';
import { gridVariant } from './AnswerPrompt';
import { OptionGrid } from './OptionGrid';
import { ResponseChart } from './ResponseChart';
import { secondList } from './SecondLine';

export interface RevealProps {
  view: ScreenView;
  question: ShownQuestion;
}

/** The option kinds: how the room voted, and the right option's check mark (none for a poll). */
export function OptionReveal({ view, question }: RevealProps): React.JSX.Element {
  const { t } = useTranslation('screen');
  const poll = question.kind === 'poll';
  const correct = poll ? null : view.correctAnswer;
  return (
    <div className={`option-reveal${poll ? ' option-reveal--poll' : ''}`}>
      {poll && <p className="reveal-verdict reveal-verdict--poll">{t('kind.pollVerdict')}</p>}
      <ResponseChart
        responses={view.responses ?? [0, 0, 0, 0]}
        optionCount={question.options.length}
        correctAnswer={correct}
      />
      <OptionGrid
        options={question.options}
        correctAnswer={correct}
        variant={gridVariant(question.kind)}
        photos={question.kind === 'whoSaidIt' ? question.partnerPhotos : null}
        seconds={secondList(question.options, question.second?.language, question.second?.options)}
      />
    </div>
  );
}
