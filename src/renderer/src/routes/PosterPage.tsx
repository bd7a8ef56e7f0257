import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFollowLanguage } from '../i18n/useFollowLanguage';
import { SCREEN_AUTH } from '../net/socket';
import { useGameSocket } from '../net/useGameSocket';
import { PosterSheet } from '../features/poster/PosterSheet';
import { Spinner } from '../ui/feedback/Spinner';
import { usePageTitle } from '../ui/layout/usePageTitle';
import '../features/poster/poster.css';

/**
 * `/poster`: the printable A4 "How to join" poster (issue 18). Like the table cards it reads what the big
 * screen shows (the join address, the Wi-Fi's QR text) over a read-only socket: nothing the lobby does
 * not already show the room.
 */
export function PosterPage(): React.JSX.Element {
  const { quiz, view, error } = useGameSocket('screen', SCREEN_AUTH);
  const { t } = useTranslation('screen');
  useFollowLanguage(view?.language ?? null);
  usePageTitle(quiz ? t('venue.poster.pageTitle', { couple: quiz.coupleNames }) : t('venue.poster.title'));

  useEffect(() => {
    document.documentElement.dataset.layout = 'poster';
  }, []);

  let body: React.JSX.Element;
  if (error && !quiz) {
    body = (
      <p className="notice" role="alert">
        {error}
      </p>
    );
  } else if (!quiz || !view || view.audience !== 'screen') {
    body = <Spinner label={t('venue.poster.loading')} />;
  } else {
    body = <PosterSheet quiz={quiz} wifi={view.venue.wifi} />;
  }
  return <main className="poster-page">{body}</main>;
}
