import { BrowserRouter, Route, Routes } from 'react-router';
import { BgmPage } from '../routes/BgmPage';
import { OperatorPage } from '../routes/OperatorPage';
import { PlayerPage } from '../routes/PlayerPage';
import { ResetPage } from '../routes/ResetPage';
import { ScreenPage } from '../routes/ScreenPage';

/** One app, one route per screen; the game server serves index.html for each of these paths. */
export function App(): React.JSX.Element {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<PlayerPage />} />
        <Route path="/screen" element={<ScreenPage />} />
        <Route path="/debug" element={<OperatorPage />} />
        <Route path="/resetgs" element={<ResetPage />} />
        <Route path="/bgm" element={<BgmPage />} />
        <Route path="*" element={<PlayerPage />} />
      </Routes>
    </BrowserRouter>
  );
}
