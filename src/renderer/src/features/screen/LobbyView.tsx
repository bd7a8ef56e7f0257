import { useTranslation } from 'react-i18next';
import type { QuizInfo } from '@shared/wire/quiz';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { JoinCard } from './JoinCard';
import { QuizTitle } from './QuizTitle';

interface Props {
  quiz: QuizInfo | null;
  playerCount: number;
  recentPlayers: readonly string[];
  /** The venue's `WIFI:` QR text, or null. */
  wifi?: string | null;
}

/** NEW: how to join, and the names of those who did, newest first (each in its own direction). */
export function LobbyView({ quiz, playerCount, recentPlayers, wifi = null }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const language = useLanguage();
  return (
    <div className={wifi ? 'lobby lobby--wifi' : 'lobby'}>
      <JoinCard joinUrl={quiz?.joinUrl ?? ''} title={<QuizTitle quiz={quiz} />} wifi={wifi} />
      <section className="card lobby__players">
        <h2 className="lobby__waiting">
          {t('lobby.waiting', { players: formatNumber(playerCount, language) })}
        </h2>
        <ul className="chips" data-testid="player-chips">
          {recentPlayers.map((name) => (
            <li key={name} className="chip" dir="auto">
              {name}
            </li>
          ))}
        </ul>
        {recentPlayers.length === 0 && <p className="lobby__empty">{t('lobby.empty')}</p>}
      </section>
    </div>
  );
}
