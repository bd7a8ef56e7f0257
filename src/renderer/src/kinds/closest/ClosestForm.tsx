import { useTranslation } from 'react-i18next';
import { useLocale } from '../../features/player/settings/useLocale';
import { PHONE_NS } from '../../features/player/phoneT';
import { useId, useState, type FormEvent } from 'react';
import { checkGuess, rangeInWords, type GuessRange } from './guessInput';

interface Props {
  range: GuessRange;
  /** What the field holds at first: the guess the server refused, so the guest can fix it. */
  initialText: string;
  /** The server's reason for refusing the last guess (e.g. out of range), or null. */
  refusal: string | null;
  onAnswer: (value: number) => void;
}

/** `closest`: type a number (the numeric keypad), its unit beside it, the range in words, one big button. */
export function ClosestForm({ range, initialText, refusal, onAnswer }: Props): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const locale = useLocale();
  const [text, setText] = useState(initialText);
  const [problem, setProblem] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const id = useId();
  const shown = problem ?? (edited ? null : refusal);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const checked = checkGuess(t, text, range, locale);
    if (checked.problem === null) onAnswer(checked.value);
    else setProblem(checked.problem);
  };

  return (
    <form className="closest-form" onSubmit={submit} noValidate>
      <label className="closest-form__label" htmlFor={`${id}-guess`}>
        {t('guess.label')}
      </label>
      <div className="closest-form__row">
        <input
          id={`${id}-guess`}
          className="text-input closest-form__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="send"
          value={text}
          aria-invalid={shown !== null}
          aria-describedby={`${id}-range${shown ? ` ${id}-problem` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
            setEdited(true);
          }}
        />
        {range.unit && <span className="closest-form__unit">{range.unit}</span>}
      </div>
      <p className="closest-form__range" id={`${id}-range`}>
        {rangeInWords(t, range, locale)}
      </p>
      {/* Always in the page, so that screen readers announce a problem as it appears. */}
      <p
        className={shown ? 'notice closest-form__problem' : 'closest-form__problem'}
        id={`${id}-problem`}
        role="alert"
      >
        {shown}
      </p>
      <div className="send-bar">
        <button className="button button--primary send-bar__send" type="submit">
          {t('guess.send')}
        </button>
      </div>
    </form>
  );
}
