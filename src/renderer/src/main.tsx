import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
// First: the base styles, so every feature's sheet comes after them.
import './ui/styles/index.css';
import { isPhonePage } from './app/pageKind';
import { PhoneApp } from './app/PhoneApp';
import { startI18n, startingLanguage } from './i18n/setup';
import { PHONE_NS } from './features/player/phoneT';
import { playerAuth } from './features/player/join/playerToken';
import { PhoneBootContext, readPhoneBoot } from './features/player/phoneBoot';
import { appStarting, settleEarlyJoins } from './features/player/join/earlyJoin';
import { openEarly } from './net/earlySocket';
import { PHONE_CHECK_PARAM } from '@shared/model/phoneTest';
import { COUPLE_PARAM } from '@shared/model/routes';

// Phones get the player page alone; the big screen, operator and printouts come with the router.
const App = lazy(() => import('./app/App').then((m) => ({ default: m.App })));

const phonePath = isPhonePage(window.location.pathname);
// The operator's "Test with your phone" link (`/?check=…`) is a phone page without a game, and a couple's
// link (`/?couple#…`, the shoe game) a phone page of its own: the router's.
const query = new URLSearchParams(window.location.search);
const phone = phonePath && !query.has(PHONE_CHECK_PARAM) && !query.has(COUPLE_PARAM);
// Before the first paint: a phone's fonts and sizes (tokens.css) apply from the start, none fetched in vain.
if (phonePath) document.documentElement.dataset.layout = 'player';
const root = document.getElementById('root');

/** Any page but the guest's phone: rendered in the browser, the router's pages loaded when shown. */
async function startOtherPage(container: HTMLElement): Promise<void> {
  await startI18n(startingLanguage(), ['common']);
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  );
}

/**
 * The guest's phone. Its page came with the join form already in it (issue 25): a new guest's app takes
 * that form over (`hydrateRoot`) in the language it was rendered in. A Join tapped before the app came
 * went out over HTTP; its outcome is awaited first, so a joined guest starts as a returning player.
 */
async function startPhone(container: HTMLElement): Promise<void> {
  await settleEarlyJoins();
  // The game's connection opens while the messages load, not after them: the join form comes sooner.
  openEarly(playerAuth());
  const boot = readPhoneBoot();
  const language = startingLanguage(boot?.language);
  await startI18n(language, PHONE_NS);
  // A Join tapped while the words loaded: its outcome first (a new token means a new connection).
  await settleEarlyJoins();
  const page = (bootData: typeof boot): ReactNode => (
    <StrictMode>
      <PhoneBootContext value={bootData}>
        <PhoneApp />
      </PhoneBootContext>
    </StrictMode>
  );
  // The form as the server rendered it: the same language, still a new guest.
  const takeOver = boot !== null && boot.language === language && !playerAuth().token;
  appStarting();
  if (takeOver) {
    hydrateRoot(container, page(boot));
    return;
  }
  // Not the page's form (a guest who joined, another language chosen on this phone): replaced at once,
  // so no tap can reach the form the page came with.
  const app = createRoot(container);
  flushSync(() => app.render(page(null)));
}

if (root) void (phone ? startPhone(root) : startOtherPage(root));
