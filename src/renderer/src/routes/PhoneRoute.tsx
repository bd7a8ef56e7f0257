import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PHONE_CHECK_PARAM } from '@shared/model/phoneTest';
import { COUPLE_PARAM } from '@shared/model/routes';
import { PlayerPage } from './PlayerPage';

// The operator's test link only: never part of a guest's first load.
const PhoneCheckPage = lazy(() => import('./PhoneCheckPage').then((m) => ({ default: m.PhoneCheckPage })));
// The couple's own phones in the shoe game: never part of a guest's load either.
const CouplePage = lazy(() => import('./CouplePage').then((m) => ({ default: m.CouplePage })));

/**
 * `/`: the guest's phone; `/?check=<token>`: the operator's "Test with your phone" (no game socket);
 * `/?couple#<secret>`: one of the couple's phones in the shoe game.
 */
export function PhoneRoute(): React.JSX.Element {
  const [params] = useSearchParams();
  const couple = params.has(COUPLE_PARAM);
  if (!couple && !params.has(PHONE_CHECK_PARAM)) return <PlayerPage />;
  return <Suspense fallback={null}>{couple ? <CouplePage /> : <PhoneCheckPage />}</Suspense>;
}
