import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
// First: the base styles, so every feature's sheet comes after them.
import './ui/styles/index.css';
import { isPhonePage } from './app/pageKind';
import { PhoneApp } from './app/PhoneApp';
import { startI18n, startingLanguage } from './i18n/setup';
import { PHONE_NS } from './features/player/phoneT';
import { playerAuth } from './features/player/playerToken';
import { openEarly } from './net/earlySocket';
import { PHONE_CHECK_PARAM } from '@shared/phoneTest';

// Phones get the player page alone; the big screen, operator and printouts come with the router.
const App = lazy(() => import('./app/App').then((m) => ({ default: m.App })));

const phonePath = isPhonePage(window.location.pathname);
// The operator's "Test with your phone" link (`/?check=…`) is a phone page without a game: the router's.
const phone = phonePath && !new URLSearchParams(window.location.search).has(PHONE_CHECK_PARAM);
// Before the first paint: a phone's fonts and sizes (tokens.css) apply from the start, none fetched in vain.
if (phonePath) document.documentElement.dataset.layout = 'player';
// The game's connection opens while the messages load, not after them: the join form comes sooner.
if (phone) openEarly(playerAuth());
const root = document.getElementById('root');
// The common messages come first (one small file in the page's language); areas load theirs when shown.
void startI18n(startingLanguage(), phone ? PHONE_NS : ['common']).then(() => {
  if (root) {
    createRoot(root).render(
      <StrictMode>
        {phone ? (
          <PhoneApp />
        ) : (
          <Suspense fallback={null}>
            <App />
          </Suspense>
        )}
      </StrictMode>,
    );
  }
});
