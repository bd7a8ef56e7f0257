import { useState, type FormEvent } from 'react';
import { FormError } from '../../../ui/card/FormError';

interface Props {
  error: string | null;
  onSubmit: (key: string) => void;
}

/** Without the operator key the panel shows only this. */
export function KeyForm({ error, onSubmit }: Props): React.JSX.Element {
  const [key, setKey] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const trimmed = key.trim();
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <form className="card card--narrow key-form" onSubmit={submit}>
      <p className="card__kicker">Operator panel</p>
      <h1 className="card__title">Enter the operator key</h1>
      <p className="card__hint">
        Open the operator link from the desktop app (it carries the key), or type the key the app printed.
      </p>
      <label className="visually-hidden" htmlFor="operator-key">
        Operator key
      </label>
      <input
        id="operator-key"
        className="text-input"
        type="password"
        value={key}
        onChange={(event) => setKey(event.target.value)}
        placeholder="Operator key"
        autoComplete="off"
      />
      <button className="button button--primary" type="submit">
        Open the panel
      </button>
      <FormError message={error} />
    </form>
  );
}
