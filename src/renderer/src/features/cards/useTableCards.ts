import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizInfo } from '@shared/wire/quiz';
import { TEAMS_PATH, type TeamsResponse } from '@shared/model/teams';
import { SCREEN_AUTH } from '../../net/socket';
import { useGameSocket } from '../../net/useGameSocket';

export interface TableCards {
  /** The couple, the date and the join address (it follows the network while the page is open). */
  quiz: QuizInfo | null;
  /** The tables, with the operator's renames. */
  teams: TeamsResponse | null;
  error: string | null;
  /** The display language (the cards sit on the tables: the quiz's language, or the operator's choice). */
  language: string | null;
  /** The venue's `WIFI:` QR text (the big screen's), or null. */
  wifi: string | null;
}

async function fetchTeams(): Promise<TeamsResponse> {
  const response = await fetch(TEAMS_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET ${TEAMS_PATH}: ${response.status}`);
  return (await response.json()) as TeamsResponse;
}

/** What the cards print: the quiz from a read-only socket (as the big screen's), the tables from `GET /teams`. */
export function useTableCards(): TableCards {
  const { quiz, view, error: socketError } = useGameSocket('screen', SCREEN_AUTH);
  const { t } = useTranslation('screen');
  const [teams, setTeams] = useState<TeamsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Again whenever the quiz is sent again: a new quiz brings its own tables.
  useEffect(() => {
    if (!quiz) return undefined;
    let live = true;
    fetchTeams().then(
      (body) => {
        if (!live) return;
        setTeams(body);
        setError(null);
      },
      () => live && setError(t('cards.loadFailed')),
    );
    return () => {
      live = false;
    };
  }, [quiz, t]);

  return {
    quiz,
    teams,
    error: error ?? socketError,
    language: view?.language ?? null,
    wifi: view?.venue.wifi ?? null,
  };
}
