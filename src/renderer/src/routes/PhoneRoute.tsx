import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PHONE_CHECK_PARAM } from '@shared/model/phoneTest';
import { PlayerPage } from './PlayerPage';

// The operator's test link only: never part of a guest's first load.
const PhoneCheckPage = lazy(() => import('./PhoneCheckPage').then((m) => ({ default: m.PhoneCheckPage })));

/** `/`: the guest's phone, or `/?check=<token>`: the operator's "Test with your phone" (no game socket). */
export function PhoneRoute(): React.JSX.Element {
  const [params] = useSearchParams();
  if (!params.has(PHONE_CHECK_PARAM)) return <PlayerPage />;
  return (
    <Suspense fallback={null}>
      <PhoneCheckPage />
    </Suspense>
  );
}
