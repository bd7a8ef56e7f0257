import { useTranslation } from 'react-i18next';
import { AUTOPILOT_DEFAULTS, AUTOPILOT_MAX_SECONDS } from '@shared/wire/quiz';
import { TextField } from '../fields/TextField';
import { fieldId, type ProblemMap } from '../quizProblems';
import type { PlayDraft } from './playDraft';

type Autopilot = PlayDraft['autopilot'];

interface Props {
  autopilot: Autopilot;
  problems: ProblemMap;
  onChange: (autopilot: Autopilot) => void;
}

const SECONDS = [
  { key: 'revealSeconds', label: 'play.revealSeconds', hint: 'play.revealHint' },
  { key: 'leaderboardSeconds', label: 'play.leaderboardSeconds', hint: 'play.leaderboardHint' },
] as const;

/** The autopilot: on from the start or not, and how long the answer and the leaderboard stay up. */
export function AutopilotFields({ autopilot, problems, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <fieldset className="play-group" aria-describedby="editor-autopilot-hint">
      <legend className="play-group__legend">{t('play.autopilot')}</legend>
      <p className="field__hint" id="editor-autopilot-hint">
        {t('play.autopilotHint')}
      </p>
      <label className="play-check">
        <input
          id={fieldId('autopilot.enabled')}
          type="checkbox"
          checked={autopilot.enabled}
          onChange={(e) => onChange({ ...autopilot, enabled: e.target.checked })}
        />
        <span>{t('play.autopilotOn')}</span>
      </label>
      <div className="editor-grid">
        {SECONDS.map((s) => (
          <TextField
            key={s.key}
            path={`autopilot.${s.key}`}
            label={t(s.label)}
            type="number"
            min={2}
            max={AUTOPILOT_MAX_SECONDS}
            value={autopilot[s.key]}
            hint={t(s.hint, { max: AUTOPILOT_MAX_SECONDS, usual: AUTOPILOT_DEFAULTS[s.key] })}
            onChange={(value) => onChange({ ...autopilot, [s.key]: value })}
            problems={problems}
          />
        ))}
      </div>
    </fieldset>
  );
}
