import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { LeaderboardEntry } from '@shared/wire/payloads';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { languageInfo } from '../../../i18n/languages';
import { formatPoints } from './points';
import { PHONE_NS, place } from '../phoneT';

interface Props {
  neighbours: { above: LeaderboardEntry | null; me: LeaderboardEntry; below: LeaderboardEntry | null };
  /** A team game: the guest's table, its place and the guest's points for it. */
  team?: ReactNode;
}

function Row({ entry, mine }: { entry: LeaderboardEntry; mine: boolean }): React.JSX.Element {
  const language = useLanguage();
  return (
    <li className={mine ? 'rank-row rank-row--me' : 'rank-row rank-row--dim'}>
      <span className="rank-row__rank">{formatNumber(entry.rank, language)}</span>
      <span className="rank-row__name" dir="auto">
        {entry.player_name}
      </span>
      <span className="rank-row__score">{formatPoints(entry.score, languageInfo(language).intl)}</span>
    </li>
  );
}

/** SHOW_LEADERBOARD: "You are 12th", with the guest just above and just below, dimmed; then the table. */
export function RankView({ neighbours, team }: Props): React.JSX.Element {
  const { above, me, below } = neighbours;
  const { t } = useTranslation(PHONE_NS);
  return (
    <section className="card card--narrow rank-card">
      <h1 className="card__title">{t('rank.you', { place: place(t, me.rank) })}</h1>
      <ol className="rank-list">
        {above && <Row entry={above} mine={false} />}
        <Row entry={me} mine />
        {below && <Row entry={below} mine={false} />}
      </ol>
      {team}
    </section>
  );
}
