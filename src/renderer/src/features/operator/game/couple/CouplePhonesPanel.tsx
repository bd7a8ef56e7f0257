import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couplePhoneUrl } from '@shared/model/routes';
import type { OperatorView } from '@shared/wire/payloads';
import { QrCode } from '../../../../ui/qr/QrCode';
import { MissingPick } from './MissingPick';

interface Props {
  view: OperatorView;
  /** Where guests join; null until the server says. */
  joinUrl: string | null;
  onSettle: (questionNo: number, partner: 0 | 1, answer: 0 | 1 | null) => void;
  offline: boolean;
}

/**
 * "The couple's phones" (issue 30): a QR code per partner for the shoe game (hidden until asked for:
 * the codes are theirs alone), whose phone is connected and who has answered, and at a reveal the
 * operator's entry of a pick that did not come in time.
 */
export function CouplePhonesPanel({ view, joinUrl, onSettle, offline }: Props): React.JSX.Element | null {
  const { t } = useTranslation('operator');
  const [shown, setShown] = useState(false);
  const keys = view.coupleKeys;
  const status = view.couple;
  if (!keys || !status) return null;
  const shoe = view.question?.kind === 'shoeGame';
  const partnerNames = status.names;
  return (
    <section className="panel panel--couple" aria-labelledby="couple-title" data-testid="couple-panel">
      <h2 className="panel__title" id="couple-title">
        {t('couple.title')}
      </h2>
      <MissingPick view={view} onSettle={onSettle} offline={offline} />
      <ul className="couple-phones">
        {([0, 1] as const).map((partner) => (
          <li key={partner} className="couple-phones__partner">
            <strong>
              <bdi>{partnerNames[partner]}</bdi>
            </strong>
            <span
              className={`couple-phones__state couple-phones__state--${status.online[partner] ? 'on' : 'off'}`}
            >
              {status.online[partner] ? t('couple.online') : t('couple.offline')}
            </span>
            {shoe && (
              <span className="couple-phones__state">
                {status.answered[partner] ? t('couple.answered') : t('couple.notAnswered')}
              </span>
            )}
            {shown && joinUrl && (
              <QrCode
                value={couplePhoneUrl(joinUrl, keys[partner])}
                alt={t('couple.qrAlt', { name: partnerNames[partner] ?? '' })}
                className="couple-phones__qr"
              />
            )}
          </li>
        ))}
      </ul>
      <p className="panel__hint">{t('couple.hint')}</p>
      <button
        className="button button--small"
        type="button"
        onClick={() => setShown(!shown)}
        disabled={!joinUrl}
      >
        {shown ? t('couple.hide') : t('couple.show')}
      </button>
    </section>
  );
}
