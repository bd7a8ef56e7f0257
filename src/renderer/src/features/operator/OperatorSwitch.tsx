interface Props {
  checked: boolean;
  label: string;
  onChange: () => void;
  /** The panel has lost the server: the switch waits. */
  offline: boolean;
  testId?: string;
}

/** One of the operator's on/off settings (the autopilot, the lobby's rules, the photos'). */
export function OperatorSwitch({ checked, label, onChange, offline, testId }: Props): React.JSX.Element {
  return (
    <label className="switch">
      <input
        className="switch__input"
        type="checkbox"
        checked={checked}
        onChange={onChange}
        disabled={offline}
        data-testid={testId}
      />
      <span className="switch__text">{label}</span>
    </label>
  );
}
