import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, languageInfo, type Language } from '../../../i18n/languages';
import { rememberLanguage } from '../../../i18n/rememberLanguage';
import { useLanguage } from '../../../i18n/useLanguage';
import './LanguageSwitch.css';

/**
 * The guest's own language, under the join form: a small disclosure (a globe and "Español") that opens
 * each language by its own name; a tap changes it at once and remembers it on this phone (a reload, the
 * next day's visit). A disclosure, not a <select>: every choice is a full-size button, readable in its
 * own script, and the form keeps a single list (the tables').
 */
export function LanguageSwitch(): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const details = useRef<HTMLDetailsElement>(null);
  // The choices exist only while open: a closed switch is one small line, nothing hidden behind it.
  const [open, setOpen] = useState(false);
  // Opened on the pre-rendered page before the app came (a <details> works without scripts): its list now.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  const choose = (chosen: Language): void => {
    rememberLanguage(chosen);
    void i18n.changeLanguage(chosen);
    details.current?.removeAttribute('open');
  };
  return (
    <details
      className="language-switch"
      ref={details}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="language-switch__summary">
        <Globe />
        <span className="visually-hidden">{t('language')}</span>
        <span lang={language} dir={languageInfo(language).dir}>
          {languageInfo(language).name}
        </span>
      </summary>
      {open && (
        <ul className="language-switch__list">
          {LANGUAGES.map((each) => (
            <li key={each.code}>
              <button
                type="button"
                className="language-switch__choice"
                lang={each.code}
                dir={each.dir}
                aria-pressed={each.code === language}
                onClick={() => choose(each.code)}
              >
                {each.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function Globe(): React.JSX.Element {
  return (
    <svg className="language-switch__globe" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}

/**
 * A `?lang=` link (a table card's QR code) sticks: the guest who scanned it keeps that language on a
 * reload or a later visit without the link, until they choose another.
 */
export function useRememberLinkLanguage(): void {
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('lang');
    if (isLanguage(asked)) rememberLanguage(asked);
  }, []);
}
