import { useTranslation } from 'react-i18next';
import { MessageCard } from '../../ui/card/MessageCard';

/** A state the phone has no card for (or a question that is not there): keep the page open. */
export function StateFallback({ state, name }: { state: number; name: string | null }): React.JSX.Element {
  const { t } = useTranslation('phone');
  return (
    <MessageCard kicker={name ?? t('fallback.guest')} title={t('fallback.state', { state })}>
      <p className="card__hint">{t('fallback.hint')}</p>
    </MessageCard>
  );
}
