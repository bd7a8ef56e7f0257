import { useTranslation } from 'react-i18next';
import type { ShownQuestion } from '@shared/wire/payloads';
import { SecondLine, secondQuestion, withSecond } from './SecondLine';
import { questionTier } from './textTiers';
import { UnveilPhoto } from '../unveil/UnveilPhoto';

interface Props {
  question: ShownQuestion;
  /** The options and reveal steps: a smaller question, and the photo beside it. */
  small?: boolean;
  /** A photo that unveils (issue 30): how far (0 hidden, 1 clear); it stays large at every step. */
  unveiled?: number;
}

/** The music sign before "Listen!": beside the word, not instead of it. */
const NOTE = '♪';

/** The question's text, with its photo beside it when the quiz gives one; long questions a size smaller. */
export function QuestionHeading({ question, small = false, unveiled = 1 }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const second = secondQuestion(question);
  const tier = questionTier(withSecond(question.text, second));
  const title = (
    <h1 className={`stage__question${small ? ' stage__question--small' : ''} text-tier--${tier}`} dir="auto">
      {question.text}
      <SecondLine second={second} />
    </h1>
  );
  // A song clip plays (issue 30): the room is told to listen, under the question.
  const heading = question.clip ? (
    <div className="question-head__text">
      {title}
      <p className="listen-badge" data-testid="listen-badge">
        <span aria-hidden="true">{NOTE} </span>
        {t('question.listen')}
      </p>
    </div>
  ) : (
    title
  );
  if (!question.photo) return heading;
  if (question.unveil) {
    return (
      <div className="question-head question-head--unveil">
        <UnveilPhoto
          src={question.photo}
          style={question.unveil}
          share={unveiled}
          seed={`${question.text}\n${question.photo}`}
        />
        {heading}
      </div>
    );
  }
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
