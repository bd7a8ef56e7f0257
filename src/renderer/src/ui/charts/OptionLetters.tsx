import type { OptionLook } from '../options/optionLook';
import { OptionShape } from '../options/OptionShape';
import './optionLetters.css';

/** Each option's shape and letter, in its colour, under its bar: `className` spaces them as the bars. */
export function OptionLetters({
  looks,
  className,
}: {
  looks: readonly OptionLook[];
  className: string;
}): React.JSX.Element {
  return (
    <>
      {looks.map((look) => (
        <span key={look.label} className={`${className} option-text--${look.colour}`}>
          <OptionShape look={look} />
          {look.label}
        </span>
      ))}
    </>
  );
}
