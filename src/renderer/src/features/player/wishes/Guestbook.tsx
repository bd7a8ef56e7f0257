import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GUESTBOOK_NS } from './wishWords';
import { visibleLength } from '@shared/model/names';
import { WISH_MAX_LENGTH } from '@shared/model/wishes';
import { FormError } from '../../../ui/card/FormError';
import type { GameSocket } from '../../../net/socket';
import { useWish } from './useWish';
import './guestbook.css';

interface Props {
  socket: GameSocket;
  /** The guest's wish as the server keeps it; null before they wrote one. */
  myWish: string | null;
  couple: string | null;
}

/**
 * The guestbook on the phone (issue 18): one message for the couple, up to 280 characters as a person
 * counts them, sent when the server has it on disk; then the message and "Edit" until the game is reset.
 */
export function Guestbook({ socket, myWish, couple }: Props): React.JSX.Element {
  const { t } = useTranslation(GUESTBOOK_NS);
  const [editing, setEditing] = useState(myWish === null);
  const ids = useId();
  const title = couple ? t('wishes.title', { couple }) : t('wishes.titleNoCouple');
  const heading = (
    <h2 className="guestbook__title" id={`${ids}-title`}>
      {title}
    </h2>
  );
  if (!editing && myWish !== null) {
    return (
      <section className="card card--narrow guestbook" aria-labelledby={`${ids}-title`}>
        {heading}
        <blockquote className="guestbook__sent" dir="auto" data-testid="my-wish">
          {myWish}
        </blockquote>
        <p className="card__hint" role="status">
          {t('wishes.thanks')}
        </p>
        <button className="button guestbook__button" type="button" onClick={() => setEditing(true)}>
          {t('wishes.edit')}
        </button>
      </section>
    );
  }
  return (
    <WishForm socket={socket} initial={myWish ?? ''} ids={ids} onSaved={() => setEditing(false)}>
      {heading}
    </WishForm>
  );
}

interface FormProps {
  socket: GameSocket;
  initial: string;
  ids: string;
  onSaved: () => void;
  children: React.ReactNode;
}

/** The message being written: a textarea, its live count, the refusal if any, and Send. */
function WishForm({ socket, initial, ids, onSaved, children }: FormProps): React.JSX.Element {
  const { t } = useTranslation(GUESTBOOK_NS);
  const [draft, setDraft] = useState(initial);
  const { sending, error, send } = useWish(socket, onSaved);
  const length = visibleLength(draft.trim());
  const tooLong = length > WISH_MAX_LENGTH;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!sending && !tooLong) send(draft);
  };
  return (
    <form
      className="card card--narrow guestbook"
      onSubmit={submit}
      aria-labelledby={`${ids}-title`}
      noValidate
    >
      {children}
      <label className="guestbook__label" htmlFor={`${ids}-text`}>
        {t('wishes.label')}
      </label>
      <textarea
        id={`${ids}-text`}
        className="text-input guestbook__input"
        value={draft}
        rows={4}
        dir="auto"
        onChange={(event) => setDraft(event.target.value)}
        aria-describedby={`${ids}-count ${ids}-error`}
        aria-invalid={tooLong || error !== null}
      />
      <p className={`guestbook__count${tooLong ? ' guestbook__count--over' : ''}`} id={`${ids}-count`}>
        {t('wishes.counter', { length, max: WISH_MAX_LENGTH })}
      </p>
      <FormError
        id={`${ids}-error`}
        message={tooLong ? t('wishes.errors.tooLong', { max: WISH_MAX_LENGTH }) : error}
        persistent
      />
      <button
        className="button button--primary guestbook__button"
        type="submit"
        disabled={sending || tooLong}
      >
        {sending ? t('wishes.sending') : t('wishes.send')}
      </button>
    </form>
  );
}
