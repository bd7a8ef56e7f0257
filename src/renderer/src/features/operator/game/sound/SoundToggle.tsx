import { useTranslation } from 'react-i18next';

interface Props {
  pressed: boolean;
  onToggle: () => void;
  offline: boolean;
  label: string;
  /** The big one: "Quiet — someone is speaking" must be found at a glance. */
  prominent?: boolean;
  testId: string;
}

/** A toggle button: its state is `aria-pressed` for assistive technology, and "On"/"Off" in words on it. */
export function SoundToggle({
  pressed,
  onToggle,
  offline,
  label,
  prominent,
  testId,
}: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const classes = ['button', 'sound-toggle'];
  if (prominent) classes.push('sound-toggle--prominent');
  if (pressed) classes.push('sound-toggle--on');
  return (
    <button
      type="button"
      className={classes.join(' ')}
      aria-pressed={pressed}
      onClick={onToggle}
      disabled={offline}
      data-testid={testId}
    >
      <span className="sound-toggle__label">{label}</span>
      <span className="sound-toggle__state" aria-hidden="true">
        {pressed ? t('sound.on') : t('sound.off')}
      </span>
    </button>
  );
}
