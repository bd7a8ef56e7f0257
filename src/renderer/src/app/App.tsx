import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Route as Page } from '@shared/model/routes';
import { Spinner } from '../ui/feedback/Spinner';
import { PlayerPage } from '../routes/PlayerPage';
import { PhoneRoute } from '../routes/PhoneRoute';

// Phones load only the player page; the chart, QR, animation and operator code come with their own routes.
const ScreenPage = lazy(() => import('../routes/ScreenPage').then((m) => ({ default: m.ScreenPage })));
const OperatorPage = lazy(() => import('../routes/OperatorPage').then((m) => ({ default: m.OperatorPage })));
const ResetPage = lazy(() => import('../routes/ResetPage').then((m) => ({ default: m.ResetPage })));
const BgmPage = lazy(() => import('../routes/BgmPage').then((m) => ({ default: m.BgmPage })));
const ResultsPage = lazy(() => import('../routes/ResultsPage').then((m) => ({ default: m.ResultsPage })));
const CardsPage = lazy(() => import('../routes/CardsPage').then((m) => ({ default: m.CardsPage })));
const PosterPage = lazy(() => import('../routes/PosterPage').then((m) => ({ default: m.PosterPage })));

/** One app, one route per screen; the game server serves index.html for each of these paths. */
export function App(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <BrowserRouter>
      <Suspense fallback={<Spinner fullScreen label={t('loading')} />}>
        <Routes>
          <Route path={Page.player} element={<PhoneRoute />} />
          <Route path={Page.screen} element={<ScreenPage />} />
          <Route path={Page.operator} element={<OperatorPage />} />
          <Route path={Page.reset} element={<ResetPage />} />
          <Route path={Page.music} element={<BgmPage />} />
          <Route path={Page.results} element={<ResultsPage />} />
          <Route path={Page.cards} element={<CardsPage />} />
          <Route path={Page.poster} element={<PosterPage />} />
          <Route path="*" element={<PlayerPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
