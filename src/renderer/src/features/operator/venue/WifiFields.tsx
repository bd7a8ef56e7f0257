import { useTranslation } from 'react-i18next';
import type { WifiProblem, WifiSecurity, WifiSettings } from '@shared/wifiQr';

interface Props {
  draft: WifiSettings;
  onChange: (draft: WifiSettings) => void;
  /** Shown under the field it is about once the operator tried to save. */
  problem: WifiProblem | null;
}

const PASSWORD_PROBLEMS: readonly WifiProblem[] = ['wpaPassword', 'wepPassword', 'openWithPassword'];

/** The network's name, its password, its security and whether it is hidden. */
export function WifiFields({ draft, onChange, problem }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const ssidProblem = problem !== null && !PASSWORD_PROBLEMS.includes(problem) ? problem : null;
  const passwordProblem = problem !== null && PASSWORD_PROBLEMS.includes(problem) ? problem : null;
  const securities: { value: WifiSecurity; label: string }[] = [
    { value: 'WPA', label: t('venue.wifi.securityWpa') },
    { value: 'WEP', label: t('venue.wifi.securityWep') },
    { value: 'nopass', label: t('venue.wifi.securityNone') },
  ];
  return (
    <>
      <label className="field">
        <span className="field__label">{t('venue.wifi.ssid')}</span>
        <input
          className="text-input"
          dir="auto"
          autoComplete="off"
          spellCheck={false}
          value={draft.ssid}
          onChange={(event) => onChange({ ...draft, ssid: event.target.value })}
          aria-invalid={ssidProblem !== null}
          aria-describedby={ssidProblem ? 'wifi-ssid-problem' : undefined}
          data-testid="wifi-ssid"
        />
        {ssidProblem && <ProblemText id="wifi-ssid-problem" problem={ssidProblem} />}
      </label>
      <label className="field">
        <span className="field__label">{t('venue.wifi.security')}</span>
        <select
          className="select"
          value={draft.security}
          onChange={(event) => {
            const security = event.target.value as WifiSecurity;
            // An open network has no password: the hidden field must not hold one.
            onChange({ ...draft, security, password: security === 'nopass' ? '' : draft.password });
          }}
          data-testid="wifi-security"
        >
          {securities.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      {draft.security !== 'nopass' && (
        <label className="field">
          <span className="field__label">{t('venue.wifi.password')}</span>
          <input
            className="text-input"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            value={draft.password}
            onChange={(event) => onChange({ ...draft, password: event.target.value })}
            aria-invalid={passwordProblem !== null}
            aria-describedby={passwordProblem ? 'wifi-password-problem' : undefined}
            data-testid="wifi-password"
          />
          {passwordProblem && <ProblemText id="wifi-password-problem" problem={passwordProblem} />}
        </label>
      )}
      <label className="venue-check">
        <input
          type="checkbox"
          checked={draft.hidden}
          onChange={(event) => onChange({ ...draft, hidden: event.target.checked })}
        />
        <span>{t('venue.wifi.hidden')}</span>
      </label>
    </>
  );
}

function ProblemText({ id, problem }: { id: string; problem: WifiProblem }): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <span className="field__hint panel__hint--warning" id={id} role="alert">
      {t(`venue.problem.${problem}`)}
    </span>
  );
}
