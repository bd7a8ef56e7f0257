import { useTranslation } from 'react-i18next';
import type { OperatorView, ShownQuestion } from '@shared/wire/payloads';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { OptionChip } from '../../../ui/options/OptionChip';
import { KIND_NAME_KEYS } from './kindNames';
import { RevealFigures } from './RevealFigures';
import { attachUnit } from '@shared/kinds/labels';

/**
 * The current question with its answer, for the operator's eyes only. The text and options come
 * from the view once the state shows them; the answer key always.
 */
export function QuestionPanel({ view }: { view: OperatorView }): React.JSX.Element {
  const question = view.question;
  const { t } = useTranslation('operator');
  return (
    <section className="panel panel--question" aria-labelledby="question-title">
      <div className="question-panel__head">
        <h2 className="panel__title" id="question-title">
          {t('question.title')}
        </h2>
        {question && (
          <span className="kind-badge" data-testid="operator-kind">
            {t(KIND_NAME_KEYS[question.kind])}
          </span>
        )}
      </div>
      {question ? (
        <>
          <p className="panel__question" dir="auto">
            {question.text}
          </p>
          <p className="question-panel__key" data-testid="operator-answer-key">
            <span className="question-panel__key-label">{t('question.answer')}</span>
            {answerKey(view, question.kind, t)}
          </p>
          <QuestionDetails view={view} question={question} />
          {view.reveal && <RevealFigures kind={question.kind} reveal={view.reveal} />}
        </>
      ) : (
        <p className="panel__hint">{t('question.none')}</p>
      )}
    </section>
  );
}

/** The answer key in words; the shoe game's is the couple's answers, known at the reveal. */
function answerKey(
  view: OperatorView,
  kind: ShownQuestion['kind'],
  t: ReturnType<typeof useTranslation<'operator'>>['t'],
): React.ReactNode {
  if (view.answerKeyText !== null) return <bdi>{view.answerKeyText}</bdi>;
  if (kind !== 'shoeGame') return t('question.pollAnswer');
  const couple = view.reveal?.couple;
  const names = view.couple?.names;
  if (!couple || !names) return t('couple.keyLater');
  return couple.answers
    .map((pick, partner) =>
      t('couple.said', { name: names[partner], answer: pick === null ? '—' : names[pick] }),
    )
    .join(' · ');
}

/** The options with the votes so far (option kinds), or the range a guess must be in (`closest`). */
function QuestionDetails({
  view,
  question,
}: {
  view: OperatorView;
  question: ShownQuestion;
}): React.JSX.Element | null {
  const { t } = useTranslation('operator');
  const language = useLanguage();
  if (question.kind === 'closest') {
    const range = question.number;
    if (!range) return null;
    const words = {
      min: formatNumber(range.min, language),
      max: attachUnit(formatNumber(range.max, language), range.unit),
    };
    return <p className="panel__hint">{t('question.range', words)}</p>;
  }
  if (question.kind === 'order' || question.options.length === 0) return null;
  return (
    <ul className="panel__options question-panel__options" aria-label={t('question.optionsLabel')}>
      {question.options.map((text, index) => (
        <li key={index} className="question-panel__option">
          <OptionChip
            index={index}
            text={text}
            correct={index === view.answerKey && question.kind !== 'poll'}
          />
          {view.responses && (
            <span
              className="question-panel__count"
              aria-label={t('question.responses', { count: view.responses[index] ?? 0 })}
            >
              {formatNumber(view.responses[index] ?? 0, language)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
