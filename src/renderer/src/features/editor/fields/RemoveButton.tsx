interface Props {
  className: string;
  /** What it removes, for screen readers ("Remove option B"). */
  label: string;
  /** Why it cannot remove now, when disabled. */
  title?: string;
  disabled?: boolean;
  onClick: () => void;
}

/** The sign every list row uses for "take this out". */
const CROSS = '✕';

/** A small ghost button with a cross: removes one row of a list (an option, an item, a table). */
export function RemoveButton({ className, label, title, disabled, onClick }: Props): React.JSX.Element {
  return (
    <button
      className={`button button--small button--ghost ${className}`}
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={title}
    >
      {CROSS}
    </button>
  );
}
