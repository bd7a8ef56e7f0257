import { useLanguage } from '../../i18n/useLanguage';
import { percent } from './resultLines';

/**
 * How many of the room got it, as a ring and a percentage, with the words under it: drawn in SVG, so
 * it prints sharp at any size. The words carry the meaning; the ring is for the eye.
 */
export function ShareRing({
  part,
  whole,
  caption,
}: {
  part: number;
  whole: number;
  caption: string;
}): React.JSX.Element {
  const language = useLanguage();
  const share = whole > 0 ? (part / whole) * 100 : 0;
  return (
    <figure className="results-share">
      <svg className="results-share__ring" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle className="results-share__track" cx="18" cy="18" r="15.5" />
        <circle
          className="results-share__fill"
          cx="18"
          cy="18"
          r="15.5"
          pathLength={100}
          strokeDasharray={`${share} 100`}
          transform="rotate(-90 18 18)"
        />
        <text className="results-share__figure" x="18" y="18" textAnchor="middle" dominantBaseline="central">
          {percent(part, whole, language)}
        </text>
      </svg>
      <figcaption className="results-share__caption" data-testid="results-share">
        {caption}
      </figcaption>
    </figure>
  );
}
