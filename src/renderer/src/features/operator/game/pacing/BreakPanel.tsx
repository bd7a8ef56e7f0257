import { useCallback, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_LIMITS } from '@shared/model/teams';
import { breakAllowedIn } from './pacingWords';

interface Props {
  state: number;
  /** The break running now (its message), or null. */
  breakMessage: string | null;
  onSetBreak: (message: string | null) => void;
  offline: boolean;
}

/** A pause between two questions (dinner, speeches): every screen shows the message until it ends. */
export function BreakPanel({ state, breakMessage, onSetBreak, offline }: Props): React.JSX.Element {
  // Start break and End break swap places when the server answers: the new one takes the focus
  // the old one had, so a keyboard user is not dropped to the top of the page.
  const swapping = useRef(false);
  const { t } = useTranslation('operator');
  const set = (message: string | null): void => {
    swapping.current = document.activeElement?.closest('.panel--break') != null;
    onSetBreak(message);
  };
  const takeFocus = useCallback((button: HTMLButtonElement | null) => {
    if (!button || !swapping.current) return;
    swapping.current = false;
    button.focus();
  }, []);
  return (
    <section
      className={`panel panel--break${breakMessage !== null ? ' panel--on-break' : ''}`}
      aria-labelledby="break-title"
      data-testid="break-panel"
    >
      <h2 className="panel__title" id="break-title">
        {t('break.title')}
      </h2>
      {breakMessage !== null ? (
        <OnBreak message={breakMessage} onEnd={() => set(null)} offline={offline} buttonRef={takeFocus} />
      ) : (
        <StartBreak allowed={breakAllowedIn(state)} onStart={set} offline={offline} buttonRef={takeFocus} />
      )}
    </section>
  );
}

function OnBreak({
  message,
  onEnd,
  offline,
  buttonRef,
}: {
  message: string;
  onEnd: () => void;
  offline: boolean;
  buttonRef: Ref<HTMLButtonElement>;
}): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <>
      <p className="break-panel__now" role="status">
        {t('break.now')}
      </p>
      <blockquote className="break-panel__message" dir="auto" data-testid="break-message">
        {message}
      </blockquote>
      <button
        ref={buttonRef}
        className="button button--primary"
        type="button"
        onClick={onEnd}
        disabled={offline}
      >
        {t('break.end')}
      </button>
      <p className="panel__hint">{t('break.endHint')}</p>
    </>
  );
}

function StartBreak({
  allowed,
  onStart,
  offline,
  buttonRef,
}: {
  allowed: boolean;
  onStart: (message: string) => void;
  offline: boolean;
  buttonRef: Ref<HTMLButtonElement>;
}): React.JSX.Element {
  const { t } = useTranslation('operator');
  // The suggested message, in the panel's language: the operator's words for every screen.
  const [draft, setDraft] = useState(() => t('break.defaultMessage'));
  const message = draft.trim();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (allowed && message !== '') onStart(message);
  };
  return (
    <form onSubmit={submit}>
      <label className="field__label" htmlFor="break-message">
        {t('break.messageLabel')}
      </label>
      <textarea
        id="break-message"
        className="break-panel__input"
        dir="auto"
        rows={2}
        maxLength={TEAM_LIMITS.breakMessageChars}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <span className="field__hint break-panel__count">
        {draft.length} / {TEAM_LIMITS.breakMessageChars}
      </span>
      <button
        ref={buttonRef}
        className="button"
        type="submit"
        disabled={!allowed || message === '' || offline}
      >
        {t('break.start')}
      </button>
      <p className="panel__hint" data-testid="break-hint">
        {allowed ? t('break.allowedHint') : t('break.notAllowedHint')}
      </p>
    </form>
  );
}
