import { useTranslation } from 'react-i18next';
import type { ScreenView } from '@shared/wire/payloads';
import { screenAnnouncement } from './screenAnnouncement';

/**
 * A polite live region, in the page from the first moment (a region added with its text is not
 * announced), that says what each new stage is.
 */
export function ScreenAnnouncer({ view }: { view: ScreenView | null }): React.JSX.Element {
  const { t } = useTranslation('screen');
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="screen-announcer">
      {screenAnnouncement(t, view) ?? ''}
    </p>
  );
}
