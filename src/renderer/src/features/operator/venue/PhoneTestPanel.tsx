import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneTestUrl, type PhoneTestInfo } from '@shared/wire/venue';
import { QrCode } from '../../../ui/qr/QrCode';
import { PhoneTestAdvice } from './PhoneTestAdvice';

/** After this long without the phone, the panel says what to try. */
export const PHONE_TEST_PATIENCE_MS = 20_000;

interface Props {
  test: PhoneTestInfo | null;
  joinUrl: string | null;
  onStart: () => void;
  offline: boolean;
}

/**
 * "Test with your phone": the operator's phone, on the venue's Wi-Fi, scans the test QR; the panel turns
 * green with the network it came over, or after 20 s says what to try.
 */
export function PhoneTestPanel({ test, joinUrl, onStart, offline }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const waitedOut = useWaitedOut(test?.hit ? null : (test?.token ?? null));
  const url = test && joinUrl ? phoneTestUrl(joinUrl, test.token) : null;
  const reached = test?.hit ?? null;
  return (
    <section
      className={`panel venue-test${reached ? ' venue-test--ok' : ''}`}
      aria-labelledby="venue-test-title"
      data-testid="phone-test"
    >
      <h2 className="panel__title" id="venue-test-title">
        {t('venue.test.title')}
      </h2>
      <p className="panel__hint">{t('venue.test.intro')}</p>
      {url && !reached && (
        <div className="venue-test__code">
          <QrCode value={url} alt={t('venue.test.qrAlt', { url })} className="venue-qr" />
          <p className="panel__url" data-testid="phone-test-url">
            <bdi dir="ltr">{url}</bdi>
          </p>
        </div>
      )}
      <div role="status" className="venue-test__status">
        {reached && (
          <p className="venue-test__success" data-testid="phone-test-success">
            {t('venue.test.success', { network: reached.interfaceName, address: reached.address })}{' '}
            {t('venue.test.successHint')}
          </p>
        )}
        {url && !reached && !waitedOut && <p className="panel__hint">{t('venue.test.waiting')}</p>}
      </div>
      {url && !reached && waitedOut && <PhoneTestAdvice />}
      <button className="button" type="button" onClick={onStart} disabled={offline || !joinUrl}>
        {test ? t('venue.test.again') : t('venue.test.start')}
      </button>
    </section>
  );
}

/** True once a test has waited 20 s for its phone; false again for a new test. */
function useWaitedOut(token: string | null): boolean {
  const [waited, setWaited] = useState<string | null>(null);
  useEffect(() => {
    if (token === null) return undefined;
    const timer = setTimeout(() => setWaited(token), PHONE_TEST_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [token]);
  return token !== null && waited === token;
}
