import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetAutopilotPayload } from '@shared/wire/payloads';
import { AUTOPILOT_MAX_SECONDS, type AutopilotSettings } from '@shared/model/teams';
import { AUTOPILOT_MIN_SECONDS, autopilotSeconds, leaderboardPacingText } from './pacingWords';
import { OperatorSwitch } from '../../OperatorSwitch';

interface Props {
  /** As the server has it: the switch and the "now" figures show this, never a guess. */
  autopilot: AutopilotSettings;
  leaderboardEvery: number;
  onBreak: boolean;
  onSet: (settings: SetAutopilotPayload) => void;
  offline: boolean;
}

/** Each field's words are `autopilot.<key>` and its hint `autopilot.<hint>` in the operator catalog. */
const FIELDS = [
  { key: 'revealSeconds', hint: 'revealHint' },
  { key: 'leaderboardSeconds', hint: 'leaderboardHint' },
] as const;
type Draft = Record<(typeof FIELDS)[number]['key'], string>;

/** The times typed that the server would take (the others are left as they are). */
function validTimes(draft: Draft): Omit<SetAutopilotPayload, 'enabled'> {
  const reveal = autopilotSeconds(draft.revealSeconds);
  const leaderboard = autopilotSeconds(draft.leaderboardSeconds);
  return {
    ...(reveal !== null ? { revealSeconds: reveal } : {}),
    ...(leaderboard !== null ? { leaderboardSeconds: leaderboard } : {}),
  };
}

/** The game moves on by itself after the reveal and the leaderboard; switched live, the Next button still works. */
export function AutopilotPanel({
  autopilot,
  leaderboardEvery,
  onBreak,
  onSet,
  offline,
}: Props): React.JSX.Element {
  const [draft, setDraft] = useState<Draft>(() => ({
    revealSeconds: String(autopilot.revealSeconds),
    leaderboardSeconds: String(autopilot.leaderboardSeconds),
  }));
  const { t } = useTranslation('operator');
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSet({ enabled: autopilot.enabled, ...validTimes(draft) });
  };
  return (
    <form className="panel panel--autopilot" onSubmit={submit} aria-labelledby="autopilot-title">
      <h2 className="panel__title" id="autopilot-title">
        {t('autopilot.title')}
      </h2>
      <OperatorSwitch
        checked={autopilot.enabled}
        label={t('autopilot.switch')}
        onChange={() => onSet({ enabled: !autopilot.enabled, ...validTimes(draft) })}
        offline={offline}
        testId="autopilot-switch"
      />
      <p className="panel__hint" data-testid="autopilot-state">
        <AutopilotState autopilot={autopilot} onBreak={onBreak} />
      </p>
      <AutopilotTimes autopilot={autopilot} draft={draft} onChange={setDraft} />
      <button className="button" type="submit" disabled={offline}>
        {t('autopilot.save')}
      </button>
      <p className="autopilot__pacing" data-testid="leaderboard-pacing">
        {leaderboardPacingText(t, leaderboardEvery)}{' '}
        <span className="field__hint">{t('autopilot.setInQuiz')}</span>
      </p>
    </form>
  );
}

/** The two steps' seconds, typed; the server's figures under them. */
function AutopilotTimes({
  autopilot,
  draft,
  onChange,
}: {
  autopilot: AutopilotSettings;
  draft: Draft;
  onChange: (draft: Draft) => void;
}): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <div className="autopilot__times">
      {FIELDS.map((field) => (
        <div key={field.key} className="field">
          <label className="field__label" htmlFor={`autopilot-${field.key}`}>
            {t(`autopilot.${field.key}`)}
            <span className="visually-hidden"> {t('autopilot.seconds')}</span>
          </label>
          <input
            id={`autopilot-${field.key}`}
            className="text-input text-input--small"
            type="number"
            min={AUTOPILOT_MIN_SECONDS}
            max={AUTOPILOT_MAX_SECONDS}
            step={1}
            required
            value={draft[field.key]}
            onChange={(event) => onChange({ ...draft, [field.key]: event.target.value })}
          />
          <span className="field__hint">
            {t('autopilot.now', { seconds: autopilot[field.key], hint: t(`autopilot.${field.hint}`) })}
          </span>
        </div>
      ))}
    </div>
  );
}

function AutopilotState({ autopilot, onBreak }: Pick<Props, 'autopilot' | 'onBreak'>): React.JSX.Element {
  const { t } = useTranslation('operator');
  if (!autopilot.enabled) return <>{t('autopilot.off')}</>;
  if (onBreak) return <>{t('autopilot.waiting')}</>;
  const seconds = { reveal: autopilot.revealSeconds, leaderboard: autopilot.leaderboardSeconds };
  return <>{t('autopilot.on', seconds)}</>;
}
