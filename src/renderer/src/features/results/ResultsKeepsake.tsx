import type { ResultsSummary } from '../../net/apiTypes';
import { formatEventDate } from '../../ui/layout/eventDate';
import { Ornament } from '../../ui/card/Ornament';
import { QuestionResultCard } from './QuestionResultCard';
import { ResultsPodium } from './ResultsPodium';
import { StandingsTable } from './StandingsTable';

/** The results as a keepsake: a cover with the podium, the standings, then every question. */
export function ResultsKeepsake({ results }: { results: ResultsSummary }): React.JSX.Element {
  const winner = results.standings[0];
  const guests = results.standings.length;
  return (
    <article className="keepsake" aria-labelledby="keepsake-names">
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
          {guests} {guests === 1 ? 'guest' : 'guests'} played · {results.questions.length} questions
        </p>
        <ResultsPodium standings={results.standings} />
        {winner && <p className="keepsake__congrats">Congratulations, {winner.player_name}!</p>}
      </section>

      <section className="keepsake__page" aria-labelledby="keepsake-standings">
        <h2 className="keepsake__heading" id="keepsake-standings">
          Final standings
        </h2>
        <StandingsTable standings={results.standings} />
      </section>

      <section className="keepsake__page" aria-labelledby="keepsake-questions">
        <h2 className="keepsake__heading" id="keepsake-questions">
          Question by question
        </h2>
        <div className="keepsake__questions">
          {results.questions.map((q, i) => (
            <QuestionResultCard key={i} question={q} number={i + 1} />
          ))}
        </div>
      </section>
    </article>
  );
}
