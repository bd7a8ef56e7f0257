import { Spinner } from '../ui/feedback/Spinner';
import { usePageTitle } from '../ui/layout/usePageTitle';
import { WeddingLayout } from '../ui/layout/WeddingLayout';
import { MessageCard } from '../ui/card/MessageCard';
import { SCREEN_AUTH } from '../net/socket';
import { useGameSocket } from '../net/useGameSocket';
import './BgmPage.css';

/** `/bgm`: a link to the background-music video page named in the quiz. */
export function BgmPage(): React.JSX.Element {
  // Read-only like the big screen: it only needs the quiz.
  const { quiz } = useGameSocket('screen', SCREEN_AUTH);
  usePageTitle('Music');

  let body: React.JSX.Element;
  if (!quiz) body = <Spinner label="Loading..." />;
  else if (quiz.bgmUrl) {
    body = (
      <MessageCard kicker="Background music" title={quiz.title}>
        <a className="button button--primary" href={quiz.bgmUrl} target="_blank" rel="noreferrer noopener">
          Open the music
        </a>
        <p className="card__hint bgm-url">{quiz.bgmUrl}</p>
      </MessageCard>
    );
  } else {
    body = <MessageCard kicker="Background music" title="This quiz has no music link." />;
  }
  return (
    <WeddingLayout variant="player" quiz={quiz}>
      {body}
    </WeddingLayout>
  );
}
