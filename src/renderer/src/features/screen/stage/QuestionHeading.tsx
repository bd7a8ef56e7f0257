import { useTranslation } from 'react-i18next';
import type { ShownQuestion } from '@shared/wire/payloads';
import { SecondLine, secondQuestion, withSecond } from './SecondLine';
import { questionTier } from './textTiers';

interface Props {
  question: ShownQuestion;
  /** The options and reveal steps: a smaller question, and the photo beside it. */
  small?: boolean;
}

/** The question's text, with its photo beside it when the quiz gives one; long questions a size smaller. */
export function QuestionHeading({ question, small = false }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const second = secondQuestion(question);
  const tier = questionTier(withSecond(question.text, second));
  const heading = (
    <h1 className={`stage__question${small ? ' stage__question--small' : ''} text-tier--${tier}`} dir="auto">
      {question.text}
      <SecondLine second={second} />
    </h1>
  );
  if (!question.photo) return heading;
  return (
    <div className={`question-head question-head--${small ? 'small' : 'large'}`}>
      <img
        className="question-head__photo"
        src={question.photo}
        alt={t('question.photoAlt')}
        data-testid="question-photo"
      />
      {heading}
    </div>
  );
}
