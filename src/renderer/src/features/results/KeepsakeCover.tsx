import type { LeaderboardEntry } from '@shared/payloads';
import type { TeamEntry } from '@shared/teams';
import type { ResultsSummary } from '../../net/apiTypes';
import { Ornament } from '../../ui/card/Ornament';
import { formatEventDate } from '../../ui/layout/eventDate';
import { ResultsPodium } from './ResultsPodium';
import { playedInTeams, teamWords } from './teamWords';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The cover: the couple, the quiz, and its podium (of the tables, in a team game). */
export function KeepsakeCover({ results }: { results: ResultsSummary }): React.JSX.Element {
  const teams = playedInTeams(results);
  const guests = plural(results.standings.length, 'guest', 'guests');
  const where = teams ? ` ${teamWords(results.playMode).where(results.teams.length)}` : '';
  return (
    <section className="keepsake__page keepsake__cover">
      <p className="keepsake__kicker">The Wedding Quiz of</p>
      <h1 className="keepsake__names" id="keepsake-names">
        {results.coupleNames}
      </h1>
      <p className="keepsake__date">
        <time dateTime={results.eventDate}>{formatEventDate(results.eventDate)}</time>
      </p>
      <Ornament />
      <p className="keepsake__title">{results.title}</p>
      <p className="keepsake__facts">
        {guests} played{where} · {results.questions.length} questions
      </p>
      {teams ? <TeamPodium results={results} /> : <GuestPodium standings={results.standings} />}
    </section>
  );
}

function GuestPodium({ standings }: { standings: readonly LeaderboardEntry[] }): React.JSX.Element {
  const winner = standings[0];
  return (
    <>
      <ResultsPodium standings={standings} />
      {winner && <p className="keepsake__congrats">Congratulations, {winner.player_name}!</p>}
    </>
  );
}

/** The tables' podium, the winning table congratulated, then the best player of the night. */
function TeamPodium({ results }: { results: ResultsSummary }): React.JSX.Element {
  const words = teamWords(results.playMode);
  const byRank = new Map<number, TeamEntry>(results.teams.map((t) => [t.rank, t]));
  const podium = results.teams.map((t) => ({ player_name: words.short(t), score: t.score, rank: t.rank }));
  const winner = results.teams[0];
  const best = results.standings[0];
  return (
    <>
      <ResultsPodium
        standings={podium}
        label={`Podium of the ${words.plural}`}
        subtitle={(entry) => (results.playMode === 'tables' ? (byRank.get(entry.rank)?.name ?? null) : null)}
      />
      {winner && <p className="keepsake__congrats">Congratulations, {words.label(winner)}!</p>}
      {best && (
        <p className="keepsake__best" data-testid="results-best-player">
          Best player of the night: <strong>{best.player_name}</strong> · {best.score} points
        </p>
      )}
    </>
  );
}
