import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/feedback/Spinner';
import { PlayerPage } from '../routes/PlayerPage';

/**
 * The guest's phone: the player page alone, without the router or any other page's code, so the first
 * load stays within 100 KB (issue 18). Its messages load behind the spinner.
 */
export function PhoneApp(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner fullScreen label={t('loading')} />}>
      <PlayerPage />
    </Suspense>
  );
}
