import { useTranslation } from 'react-i18next';
import { MessageCard } from '../ui/card/MessageCard';
import { WeddingLayout } from '../ui/layout/WeddingLayout';
import { usePageTitle } from '../ui/layout/usePageTitle';

/**
 * The operator's phone opened the test link: this page loading is the proof (the server recorded the
 * request and the operator's panel turns green). No game socket: it is no guest.
 */
export function PhoneCheckPage(): React.JSX.Element {
  const { t } = useTranslation('phone');
  usePageTitle(t('venue.checkTitle'));
  return (
    <WeddingLayout variant="player" quiz={null}>
      <div data-testid="phone-check">
        <MessageCard title={t('venue.checkTitle')}>
          <p className="card__hint">{t('venue.checkBody')}</p>
        </MessageCard>
      </div>
    </WeddingLayout>
  );
}
