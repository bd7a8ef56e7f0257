import { useTranslation } from 'react-i18next';
import { OptionResults } from '../../features/results/OptionResults';
import type { QuestionResult } from '../../net/apiTypes';
import type { KeepsakeKind } from '../webKind';

/** The shoe game in the keepsake: what each of the couple picked, whether they agreed, who saw it coming. */
export const shoeGameKeepsakeCard: KeepsakeKind = ({ question }) => <ShoeKeepsake question={question} />;

function ShoeKeepsake({ question }: { question: QuestionResult }): React.JSX.Element {
  const { t } = useTranslation('results');
  const picks = question.couple?.answers ?? null;
  const names = question.options;
  const agree = picks && picks[0] !== null && picks[1] !== null ? picks[0] === picks[1] : null;
  return (
    <div className="results-shoe">
      {picks && (
        <ul className="results-shoe__picks">
          {picks.map((pick, partner) => (
            <li key={partner}>
              {pick === null
                ? t('shoe.noAnswer', { name: names[partner] ?? '' })
                : t('shoe.said', { name: names[partner] ?? '', answer: names[pick] ?? '' })}
            </li>
          ))}
        </ul>
      )}
      <p className="results-shoe__summary">
        {agree !== null && `${agree ? t('shoe.agree') : t('shoe.disagree')} `}
        {t('shoe.saw', { count: question.correctCount })}
      </p>
      <OptionResults question={{ ...question, correct: null }} />
    </div>
  );
}
