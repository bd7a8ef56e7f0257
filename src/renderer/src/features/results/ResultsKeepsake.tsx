import { useTranslation } from 'react-i18next';
import type { ResultsSummary } from '../../net/apiTypes';
import { KeepsakeCover } from './KeepsakeCover';
import { KeepsakePhotos } from './KeepsakePhotos';
import { KeepsakeWishes } from './KeepsakeWishes';
import { QuestionResultCard } from './QuestionResultCard';
import { StandingsTable } from './StandingsTable';
import { TeamStandingsTable } from './TeamStandingsTable';
import { playedInTeams, teamLabels, teamWords } from './teamWords';

/**
 * The results as a keepsake: a cover with the podium, the standings (the tables' first in a team game),
 * then every question, the guests' wishes to the couple, and their photos.
 */
export function ResultsKeepsake({ results }: { results: ResultsSummary }): React.JSX.Element {
  const { t } = useTranslation('results');
  const teams = playedInTeams(results);
  const words = teamWords(t, results.playMode);
  return (
    <article className="keepsake" aria-labelledby="keepsake-names">
      <KeepsakeCover results={results} />

      {teams && (
        <section className="keepsake__page" aria-labelledby="keepsake-teams">
          <h2 className="keepsake__heading" id="keepsake-teams">
            {words.heading}
          </h2>
          <p className="keepsake__note">{words.scoring}</p>
          <TeamStandingsTable teams={results.teams} words={words} />
        </section>
      )}

      <section className="keepsake__page" aria-labelledby="keepsake-standings">
        <h2 className="keepsake__heading" id="keepsake-standings">
          {teams ? t('standings.guests') : t('standings.final')}
        </h2>
        <StandingsTable
          standings={results.standings}
          teams={teams ? { heading: words.noun, labels: teamLabels(t, results) } : undefined}
        />
      </section>

      <section className="keepsake__page" aria-labelledby="keepsake-questions">
        <h2 className="keepsake__heading" id="keepsake-questions">
          {t('standings.byQuestion')}
        </h2>
        <div className="keepsake__questions">
          {results.questions.map((q, i) => (
            <QuestionResultCard key={i} question={q} number={i + 1} />
          ))}
        </div>
      </section>

      <KeepsakeWishes wishes={results.wishes} couple={results.coupleNames} />
      <KeepsakePhotos gameId={results.gameId} photos={results.photos} />
    </article>
  );
}
