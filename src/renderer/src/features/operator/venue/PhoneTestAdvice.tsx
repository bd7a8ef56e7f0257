import { useTranslation } from 'react-i18next';

/** What to try when the test phone does not arrive: most venues fail in one of these four ways. */
export function PhoneTestAdvice(): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <div className="venue-test__advice" data-testid="phone-test-advice">
      <p className="venue-test__advice-title">{t('venue.test.tryTitle')}</p>
      <ul className="venue-test__tries">
        <li>{t('venue.test.tryInterface')}</li>
        <li>{t('venue.test.tryFirewall')}</li>
        <li>{t('venue.test.tryIsolation')}</li>
        <li>{t('venue.test.tryFix')}</li>
      </ul>
    </div>
  );
}
