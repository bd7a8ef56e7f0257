import { useTranslation } from 'react-i18next';
import { FieldProblems } from '../../fields/FieldProblems';
import { fieldId, type ProblemMap } from '../../quizProblems';

interface Props {
  /** The question's path in the quiz, e.g. `questions.2`. */
  path: string;
  /** Radios of one question share a name. */
  group: string;
  legend: string;
  /** The answers to choose from, in the order of `correct`. */
  labels: readonly string[];
  correct: number;
  problems: ProblemMap;
  onCorrect: (index: number) => void;
}

/** The right answer among a few fixed ones (True / False; the couple / Both): big radio buttons. */
export function AnswerRadios({
  path,
  group,
  legend,
  labels,
  correct,
  problems,
  onCorrect,
}: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const id = fieldId(`${path}.correct`);
  return (
    <fieldset className="answer-radios">
      <legend className="field__label">{legend}</legend>
      <div className="answer-radios__row">
        {labels.map((label, i) => (
          <label
            key={i}
            className={`answer-radios__choice${correct === i ? ' answer-radios__choice--on' : ''}`}
          >
            <input
              // The first radio stands for the field, so a problem can bring the focus here.
              id={i === 0 ? id : undefined}
              type="radio"
              name={group}
              checked={correct === i}
              onChange={() => onCorrect(i)}
            />
            <bdi className="answer-radios__text">{label}</bdi>
            {/* Seen, not read out: the radio's checked state says it, and the name stays the answer's. */}
            {correct === i && (
              <span className="answer-radios__mark" aria-hidden="true">
                {t('options.correct')}
              </span>
            )}
          </label>
        ))}
      </div>
      <FieldProblems id={id} messages={problems.get(`${path}.correct`)} />
    </fieldset>
  );
}
