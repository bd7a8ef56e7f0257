import { useTranslation } from 'react-i18next';
import type { WifiProblem, WifiSecurity, WifiSettings } from '@shared/model/wifiQr';

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
      <SecurityField
        value={draft.security}
        onChange={(security) =>
          // An open network has no password: the hidden field must not hold one.
          onChange({ ...draft, security, password: security === 'nopass' ? '' : draft.password })
        }
      />
      {draft.security !== 'nopass' && (
        <PasswordField
          value={draft.password}
          onChange={(password) => onChange({ ...draft, password })}
          problem={passwordProblem}
        />
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

function SecurityField({
  value,
  onChange,
}: {
  value: WifiSecurity;
  onChange: (security: WifiSecurity) => void;
}): React.JSX.Element {
  const { t } = useTranslation('operator');
  const securities = [
    ['WPA', t('venue.wifi.securityWpa')],
    ['WEP', t('venue.wifi.securityWep')],
    ['nopass', t('venue.wifi.securityNone')],
  ] as const satisfies readonly (readonly [WifiSecurity, string])[];
  return (
    <label className="field">
      <span className="field__label">{t('venue.wifi.security')}</span>
      <select
        className="select"
        value={value}
        onChange={(event) => onChange(event.target.value as WifiSecurity)}
        data-testid="wifi-security"
      >
        {securities.map(([security, label]) => (
          <option key={security} value={security}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

function PasswordField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (password: string) => void;
  problem: WifiProblem | null;
}): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <label className="field">
      <span className="field__label">{t('venue.wifi.password')}</span>
      <input
        className="text-input"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={problem ? 'wifi-password-problem' : undefined}
        data-testid="wifi-password"
      />
      {problem && <ProblemText id="wifi-password-problem" problem={problem} />}
    </label>
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
