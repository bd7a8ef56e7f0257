/**
 * The build's renderer of the phone's join form (scripts/prerender.mjs runs it in Node, issue 25): the
 * app's own PhoneApp, as a new guest's phone draws it before the game's connection, rendered to HTML
 * with react-dom/server in one language for one kind of join form. The quiz's own words are left as
 * slots the server fills (SLOTS); the boot data the server writes beside it makes the app's first
 * render the same, so `hydrateRoot` takes the page over unchanged.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@shared/wire/languages';
import { SLOTS, type JoinFormKind, type PhoneBoot } from '@shared/model/prerender';
import type { QuizInfo } from '@shared/wire/quiz';
import { PhoneApp } from '../app/PhoneApp';
import { PhoneBootContext } from '../features/player/phoneBoot';
import { PHONE_NS } from '../features/player/phoneT';

const PLAY_MODES = { solo: 'solo', tables: 'tables', table: 'tables', sides: 'sides' } as const;

/** The quiz as a slot-filled page shows it: the server writes the night's own words into the slots. */
function slotQuiz(form: JoinFormKind, language: LanguageCode): QuizInfo {
  return {
    title: SLOTS.title,
    coupleNames: SLOTS.couple,
    eventDate: SLOTS.date,
    backgroundImage: null,
    bgmUrl: null,
    questionCount: 0,
    joinUrl: '',
    playMode: PLAY_MODES[form],
    language,
    second: null,
    sounds: {},
  };
}

/** A pre-rendered join page: the root's inner HTML, and the page title the app itself sets. */
export interface JoinFormPage {
  markup: string;
  title: string;
}

/** `language`'s `form` as the app first draws it, given that language's catalogs by namespace. */
export function renderJoinForm(
  language: LanguageCode,
  form: JoinFormKind,
  catalogs: Resource[string],
): JoinFormPage {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...PHONE_NS],
    defaultNS: 'common',
    resources: { [language]: catalogs },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  const boot: PhoneBoot = {
    language,
    form,
    quiz: slotQuiz(form, language),
    // A slot where the table card's number goes (the form writes it as text only).
    table: form === 'table' ? (SLOTS.table as unknown as number) : null,
  };
  const markup = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PhoneBootContext value={boot}>
          <PhoneApp />
        </PhoneBootContext>
      </I18nextProvider>
    </StrictMode>,
  );
  // The same words PlayerPage gives document.title, so the tab's name never changes on hydration.
  const app = i18n.getFixedT(language, 'common')('appName');
  return { markup, title: i18n.getFixedT(language, 'phone')('title', { app }) };
}
