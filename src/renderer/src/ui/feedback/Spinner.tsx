interface Props {
  label: string;
  /** Covers the whole page (first connection, joining) instead of sitting inline. */
  fullScreen?: boolean;
}

/** A soft ring of gold; the label is what screen readers hear and what the big screen shows. */
export function Spinner({ label, fullScreen = false }: Props): React.JSX.Element {
  return (
    <div className={fullScreen ? 'spinner spinner--full' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
