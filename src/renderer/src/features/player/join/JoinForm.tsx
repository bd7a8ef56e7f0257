import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { NEEDS_SCRIPT_ID } from '@shared/model/prerender';
import { useTranslation } from 'react-i18next';
import { checkName, normalizeName } from '@shared/model/names';
import type { QuizInfo } from '@shared/wire/quiz';
import type { PlayMode } from '@shared/model/teams';
import { teamIn } from '../../../i18n/quizTexts';
import { useLanguage } from '../../../i18n/useLanguage';
import type { ServerMessage } from '../../../i18n/serverWords';
import { Ornament } from '../../../ui/card/Ornament';
import { FormError } from '../../../ui/card/FormError';
import { chooseTeamWords, joinErrorWords, nameProblemWords, type NameError } from './joinWords';
import { PHONE_NS } from '../phoneT';
import { LanguageSwitch } from '../settings/LanguageSwitch';
import { PickNameButton } from './PickNameButton';
import { TeamChoiceField } from '../team/TeamChoice';
import { useTeamChoice } from '../team/useTeamChoice';
import { TABLE_PARAM } from '@shared/model/tableLink';
import { appTookOver } from './earlyJoin';

interface Props {
  title: string | null;
  /** Solo, or a team game: the guest then chooses a table (or a side) too. */
  playMode: PlayMode;
  /** A bilingual quiz's second language: tables named in it show that name to guests reading it. */
  second?: QuizInfo['second'];
  /** The server's refusal of the last join, worded here in the guest's language. */
  error: ServerMessage | null;
  notice: string | null;
  disabled: boolean;
  /** `team`: the table or side, null in a solo game. */
  onJoin: (name: string, team: number | null) => void;
}

const ERROR_ID = 'player-name-error';
const NAME_ID = 'player-name';
const NO_SCRIPT_ACTION = `#${NEEDS_SCRIPT_ID}`;

/** What the guest typed into the pre-rendered form before the app took it over (hydration keeps it). */
function typedBeforeApp(): string {
  if (typeof document === 'undefined') return '';
  const input = document.getElementById(NAME_ID);
  return input instanceof HTMLInputElement ? input.value : '';
}

/** NEW: the guest types a name (and picks a table). The rules are the server's too; it has the last word. */
export function JoinForm(props: Props): React.JSX.Element {
  const { title, playMode, second = null, error, notice, disabled, onJoin } = props;
  const [name, setName] = useState(typedBeforeApp);
  // Said here at once, in the server's words: it would refuse the join the same way.
  const [problem, setProblem] = useState<NameError | null>(null);
  const listed = useTeamChoice(playMode);
  const language = useLanguage();
  const choice = { ...listed, teams: listed.teams.map((team) => teamIn(team, language, second)) };
  const { t } = useTranslation(PHONE_NS);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const nameProblem = checkName(name);
    if (nameProblem) return setProblem(nameProblemWords(t, nameProblem));
    if (choice.mode !== 'solo' && choice.chosen === null) {
      return setProblem({ message: chooseTeamWords(t, choice.mode), help: null });
    }
    setProblem(null);
    onJoin(normalizeName(name), choice.chosen);
  };

  const choose = (number: number): void => {
    setProblem(null);
    choice.choose(number);
  };

  const shown = problem ?? (error ? joinErrorWords(t, error) : null);
  // With scripts off, Join! goes to the note under it (`:target` shows it): the page needs JavaScript.
  return (
    <form className="card card--narrow join-form" onSubmit={submit} noValidate action={NO_SCRIPT_ACTION}>
      <p className="card__kicker">{t('join.welcome')}</p>
      <h1 className="card__title">{title ?? t('join.defaultTitle')}</h1>
      <Ornament />
      {notice && <p className="notice">{notice}</p>}
      <TeamChoiceField choice={{ ...choice, choose }} />
      <label className="visually-hidden" htmlFor={NAME_ID}>
        {t('join.nameLabel')}
      </label>
      <input
        id={NAME_ID}
        className="text-input"
        type="text"
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder={t('join.namePlaceholder')}
        autoComplete="nickname"
        autoCapitalize="words"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        aria-invalid={shown !== null}
        aria-describedby={shown ? ERROR_ID : undefined}
      />
      <FormError id={ERROR_ID} message={shown?.message ?? null} help={shown?.help} persistent />
      <PickNameButton onStart={() => setProblem(null)} onPick={setName} />
      <JoinButton joining={disabled} />
      <LanguageSwitch />
      {/* Last (the name stays the first input). Scripts off, Join! reloads in this language and table. */}
      <input type="hidden" name="lang" value={language} />
      {choice.fromLink && choice.chosen !== null && (
        <input type="hidden" name={TABLE_PARAM} value={choice.chosen} />
      )}
    </form>
  );
}

/**
 * Join!, and the note a tap with scripts off leads to. Both words are in the page: the pre-rendered
 * page's inline script shows "Joining…" before the app is there (issue 25).
 */
function JoinButton({ joining }: { joining: boolean }): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const button = useRef<HTMLButtonElement>(null);
  // The form is the app's now; a Join tapped while the app took it over is sent once, from here.
  useLayoutEffect(() => {
    if (appTookOver()) button.current?.click();
  }, []);
  return (
    <>
      <button
        ref={button}
        className={`button button--primary join-form__submit${joining ? ' join-form__submit--joining' : ''}`}
        type="submit"
        disabled={joining}
      >
        <span className="join-form__join">{t('join.button')}</span>
        <span className="join-form__joining">{t('joining')}</span>
      </button>
      <p id={NEEDS_SCRIPT_ID} className="join-form__needs-script" role="alert">
        {t('join.needsScript')}
      </p>
    </>
  );
}
