import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/feedback/Spinner';
import { usePageTitle } from '../ui/layout/usePageTitle';
import { WeddingLayout } from '../ui/layout/WeddingLayout';
import { MessageCard } from '../ui/card/MessageCard';
import { useFollowLanguage } from '../i18n/useFollowLanguage';
import { SCREEN_AUTH } from '../net/socket';
import { useGameSocket } from '../net/useGameSocket';
import './BgmPage.css';

/** `/bgm`: a link to the background-music video page named in the quiz. */
export function BgmPage(): React.JSX.Element {
  // Read-only like the big screen: it only needs the quiz, and shows the big screen's language.
  const { quiz, view } = useGameSocket('screen', SCREEN_AUTH);
  const { t } = useTranslation(['screen', 'common']);
  useFollowLanguage(view?.language);
  usePageTitle(t('page.music'));

  let body: React.JSX.Element;
  if (!quiz) body = <Spinner label={t('common:loading')} />;
  else if (quiz.bgmUrl) {
    body = (
      <MessageCard kicker={t('music.kicker')} title={quiz.title}>
        <a className="button button--primary" href={quiz.bgmUrl} target="_blank" rel="noreferrer noopener">
          {t('music.open')}
        </a>
        <p className="card__hint bgm-url" dir="ltr">
          {quiz.bgmUrl}
        </p>
      </MessageCard>
    );
  } else {
    body = <MessageCard kicker={t('music.kicker')} title={t('music.none')} />;
  }
  return (
    <WeddingLayout variant="player" quiz={quiz}>
      {body}
    </WeddingLayout>
  );
}
