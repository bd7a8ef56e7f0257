import { useCallback, useRef, useState, type FormEvent, type Ref } from 'react';
import { TEAM_LIMITS } from '@shared/teams';
import { breakAllowedIn, DEFAULT_BREAK_MESSAGE } from './pacingWords';

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
        Break
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
  return (
    <>
      <p className="break-panel__now" role="status">
        On a break. The big screen and the phones show:
      </p>
      <blockquote className="break-panel__message" data-testid="break-message">
        {message}
      </blockquote>
      <button
        ref={buttonRef}
        className="button button--primary"
        type="button"
        onClick={onEnd}
        disabled={offline}
      >
        End break
      </button>
      <p className="panel__hint">
        The Next button also ends the break. The autopilot waits until the break is over.
      </p>
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
  const [draft, setDraft] = useState(DEFAULT_BREAK_MESSAGE);
  const message = draft.trim();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (allowed && message !== '') onStart(message);
  };
  return (
    <form onSubmit={submit}>
      <label className="field__label" htmlFor="break-message">
        Message for every screen
      </label>
      <textarea
        id="break-message"
        className="break-panel__input"
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
        Start break
      </button>
      <p className="panel__hint" data-testid="break-hint">
        {allowed
          ? 'The big screen shows the standings so far and the QR code for late guests; the game waits until you end the break.'
          : 'You can start a break after a reveal, on the leaderboard, or just before the first question.'}
      </p>
    </form>
  );
}
