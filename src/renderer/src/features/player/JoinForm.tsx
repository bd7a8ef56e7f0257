import { useState, type FormEvent } from 'react';
import { checkName, NAME_MESSAGES, normalizeName } from '@shared/names';
import { Ornament } from '../../ui/card/Ornament';
import { FormError } from '../../ui/card/FormError';

interface Props {
  title: string | null;
  error: string | null;
  notice: string | null;
  disabled: boolean;
  onJoin: (name: string) => void;
}

/** NEW: the guest types a name. The rules are the server's too; it has the last word. */
export function JoinForm({ title, error, notice, disabled, onJoin }: Props): React.JSX.Element {
  const [name, setName] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const problem = checkName(name);
    if (problem) {
      window.alert(NAME_MESSAGES[problem]);
      return;
    }
    onJoin(normalizeName(name));
  };

  return (
    <form className="card card--narrow join-form" onSubmit={submit} noValidate>
      <p className="card__kicker">Welcome to</p>
      <h1 className="card__title">{title ?? 'the Wedding Quiz'}</h1>
      <Ornament />
      {notice && <p className="notice">{notice}</p>}
      <label className="visually-hidden" htmlFor="player-name">
        Your name
      </label>
      <input
        id="player-name"
        className="text-input"
        type="text"
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder="What's your name?"
        autoComplete="nickname"
        autoCapitalize="words"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
      />
      <button className="button button--primary" type="submit" disabled={disabled}>
        Join!
      </button>
      <FormError message={error} />
    </form>
  );
}
