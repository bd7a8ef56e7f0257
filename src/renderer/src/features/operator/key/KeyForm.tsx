import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../ui/card/FormError';

interface Props {
  error: string | null;
  onSubmit: (key: string) => void;
}

/** Without the operator key the panel shows only this. */
export function KeyForm({ error, onSubmit }: Props): React.JSX.Element {
  const [key, setKey] = useState('');
  const { t } = useTranslation('operator');
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const trimmed = key.trim();
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <form className="card card--narrow key-form" onSubmit={submit}>
      <p className="card__kicker">{t('key.kicker')}</p>
      <h1 className="card__title">{t('key.title')}</h1>
      <p className="card__hint">{t('key.hint')}</p>
      <label className="visually-hidden" htmlFor="operator-key">
        {t('key.label')}
      </label>
      <input
        id="operator-key"
        className="text-input"
        type="password"
        value={key}
        onChange={(event) => setKey(event.target.value)}
        placeholder={t('key.label')}
        autoComplete="off"
      />
      <button className="button button--primary" type="submit">
        {t('key.button')}
      </button>
      <FormError message={error} />
    </form>
  );
}
