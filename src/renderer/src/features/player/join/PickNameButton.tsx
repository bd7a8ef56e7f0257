import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 18: "Pick a name for me". The generator and its word lists are loaded on the first tap (a
 * dynamic import), so the join form's first load does not grow.
 */
interface Props {
  /** The tap: the form's last problem goes. */
  onStart: () => void;
  onPick: (name: string) => void;
}

export function PickNameButton({ onStart, onPick }: Props): React.JSX.Element {
  const { t } = useTranslation('phone');
  const [busy, setBusy] = useState(false);
  const pick = (): void => {
    setBusy(true);
    onStart();
    import('./pickName')
      .then(({ pickName }) => onPick(pickName()))
      // Offline before the chunk came: the guest types a name instead; the button stays usable.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <button
      className="button button--ghost join-form__pick"
      type="button"
      onClick={pick}
      disabled={busy}
      data-testid="pick-name"
    >
      {t('names.pick')}
    </button>
  );
}
