import type { OptionLook } from './optionLook';

const PATHS: Record<OptionLook['shape'], React.JSX.Element> = {
  triangle: <path d="M12 2.5 22.5 20.5H1.5Z" />,
  diamond: <path d="M12 1.5 22.5 12 12 22.5 1.5 12Z" />,
  circle: <circle cx="12" cy="12" r="10" />,
  square: <rect x="2.5" y="2.5" width="19" height="19" rx="1.5" />,
};

/** The option's shape, so an answer never depends on telling colours apart. */
export function OptionShape({
  look,
  className,
}: {
  look: OptionLook;
  className?: string;
}): React.JSX.Element {
  return (
    <svg
      className={`option-shape option-shape--${look.shape}${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[look.shape]}
    </svg>
  );
}
