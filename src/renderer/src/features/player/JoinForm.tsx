import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkName, normalizeName } from '@shared/names';
import type { QuizInfo } from '@shared/quiz';
import type { PlayMode } from '@shared/teams';
import { teamIn } from '../../i18n/quizTexts';
import { useLanguage } from '../../i18n/useLanguage';
import type { ServerMessage } from '../../i18n/serverWords';
import { Ornament } from '../../ui/card/Ornament';
import { FormError } from '../../ui/card/FormError';
import { chooseTeamWords, joinErrorWords, nameProblemWords, type NameError } from './joinWords';
import { PHONE_NS } from './phoneT';
import { LanguageSwitch } from './LanguageSwitch';
import { PickNameButton } from './PickNameButton';
import { TeamChoiceField } from './TeamChoice';
import { useTeamChoice } from './useTeamChoice';

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

/** NEW: the guest types a name (and picks a table). The rules are the server's too; it has the last word. */
export function JoinForm(props: Props): React.JSX.Element {
  const { title, playMode, second = null, error, notice, disabled, onJoin } = props;
  const [name, setName] = useState('');
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
  return (
    <form className="card card--narrow join-form" onSubmit={submit} noValidate>
      <p className="card__kicker">{t('join.welcome')}</p>
      <h1 className="card__title">{title ?? t('join.defaultTitle')}</h1>
      <Ornament />
      {notice && <p className="notice">{notice}</p>}
      <TeamChoiceField choice={{ ...choice, choose }} />
      <label className="visually-hidden" htmlFor="player-name">
        {t('join.nameLabel')}
      </label>
      <input
        id="player-name"
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
      <button className="button button--primary" type="submit" disabled={disabled}>
        {t('join.button')}
      </button>
      <LanguageSwitch />
    </form>
  );
}
