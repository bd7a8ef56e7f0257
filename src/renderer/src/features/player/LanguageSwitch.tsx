import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../../i18n/languages';
import { rememberLanguage } from '../../i18n/rememberLanguage';
import { useLanguage } from '../../i18n/useLanguage';
import './LanguageSwitch.css';

/**
 * The guest's own language, under the join form: each language by its own name, at once, and
 * remembered on this phone (a reload, the next day's visit).
 */
export function LanguageSwitch(): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (
    <div className="language-switch">
      <label className="language-switch__label" htmlFor="player-language">
        {t('language')}
      </label>
      <select
        id="player-language"
        className="language-switch__select"
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          rememberLanguage(chosen);
          void i18n.changeLanguage(chosen);
        }}
      >
        {LANGUAGES.map((each) => (
          <option key={each.code} value={each.code} lang={each.code} dir={each.dir}>
            {each.name}
          </option>
        ))}
      </select>
    </div>
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
