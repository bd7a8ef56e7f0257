import { Trans, useTranslation } from 'react-i18next';
import type { LeaderboardEntry } from '@shared/wire/payloads';
import type { TeamEntry } from '@shared/model/teams';
import type { ResultsSummary } from '../../net/apiTypes';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { Ornament } from '../../ui/card/Ornament';
import { ResultsPodium } from './ResultsPodium';
import { playedInTeams, teamWords } from './teamWords';

/** The cover: the couple, the quiz, and its podium (of the tables, in a team game). */
export function KeepsakeCover({ results }: { results: ResultsSummary }): React.JSX.Element {
  const { t } = useTranslation('results');
  const language = useLanguage();
  const teams = playedInTeams(results);
  const guests = t('cover.guests', { count: results.standings.length });
  const played = teams
    ? t('cover.playedWhere', { guests, where: teamWords(t, results.playMode).where(results.teams.length) })
    : t('cover.played', { guests });
  return (
    <section className="keepsake__page keepsake__cover">
      <p className="keepsake__kicker">{t('cover.kicker')}</p>
      <h1 className="keepsake__names" id="keepsake-names" dir="auto">
        {results.coupleNames}
      </h1>
      <p className="keepsake__date">
        <time dateTime={results.eventDate}>{formatDate(results.eventDate, language)}</time>
      </p>
      <Ornament />
      <p className="keepsake__title" dir="auto">
        {results.title}
      </p>
      <p className="keepsake__facts">
        {t('cover.facts', {
          played,
          questions: t('cover.questions', {
            count: results.questions.length,
          }),
        })}
      </p>
      {teams ? <TeamPodium results={results} /> : <GuestPodium standings={results.standings} />}
    </section>
  );
}

function GuestPodium({ standings }: { standings: readonly LeaderboardEntry[] }): React.JSX.Element {
  const { t } = useTranslation('results');
  const winner = standings[0];
  return (
    <>
      <ResultsPodium standings={standings} />
      {winner && (
        <p className="keepsake__congrats">
          <Trans
            t={t}
            i18nKey="cover.congrats"
            values={{ name: winner.player_name }}
            components={{ name: <bdi /> }}
          />
        </p>
      )}
    </>
  );
}

/** The tables' podium, the winning table congratulated, then the best player of the night. */
function TeamPodium({ results }: { results: ResultsSummary }): React.JSX.Element {
  const { t } = useTranslation('results');
  const words = teamWords(t, results.playMode);
  const byRank = new Map<number, TeamEntry>(results.teams.map((team) => [team.rank, team]));
  const podium = results.teams.map((team) => ({
    player_name: words.short(team),
    score: team.score,
    rank: team.rank,
  }));
  const winner = results.teams[0];
  const best = results.standings[0];
  return (
    <>
      <ResultsPodium
        standings={podium}
        label={words.podium}
        subtitle={(entry) => (results.playMode === 'tables' ? (byRank.get(entry.rank)?.name ?? null) : null)}
      />
      {winner && (
        <p className="keepsake__congrats">
          <Trans
            t={t}
            i18nKey="cover.congrats"
            values={{ name: words.label(winner) }}
            components={{ name: <bdi /> }}
          />
        </p>
      )}
      {best && (
        <p className="keepsake__best" data-testid="results-best-player">
          <Trans
            t={t}
            i18nKey="cover.bestPlayer"
            values={{ name: best.player_name, points: t('cover.points', { count: best.score }) }}
            components={{ name: <strong dir="auto" /> }}
          />
        </p>
      )}
    </>
  );
}
