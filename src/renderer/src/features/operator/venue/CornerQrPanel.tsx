import { useTranslation } from 'react-i18next';

interface Props {
  shown: boolean;
  onSet: (shown: boolean) => void;
  offline: boolean;
}

/** The small join QR in a corner of the big screen during the game, for late guests: shown or hidden. */
export function CornerQrPanel({ shown, onSet, offline }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <section className="panel" aria-labelledby="venue-corner-title">
      <h2 className="panel__title" id="venue-corner-title">
        {t('venue.corner.title')}
      </h2>
      <label className="venue-check">
        <input
          type="checkbox"
          checked={shown}
          onChange={(event) => onSet(event.target.checked)}
          disabled={offline}
          data-testid="corner-qr-toggle"
        />
        <span>{t('venue.corner.label')}</span>
      </label>
      <p className="panel__hint">{t('venue.corner.hint')}</p>
    </section>
  );
}
