import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tileOrder, UNVEIL_TILES, type UnveilStyle } from '@shared/model/questionMedia';

/** The blur a hidden photo starts at, in pixels of the big screen's 1920-wide picture. */
const MAX_BLUR_PX = 60;

interface Props {
  src: string;
  style: UnveilStyle;
  /** 0 hidden, 1 clear. */
  share: number;
  /** Seeds the tiles' order: the question's own. */
  seed: string;
}

/**
 * A question's photo that unveils on the big screen (issue 30): heavily blurred, or behind tiles that
 * flip away one by one in a seeded order, clearer as `share` grows.
 */
export function UnveilPhoto({ src, style, share, seed }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const count = UNVEIL_TILES.columns * UNVEIL_TILES.rows;
  const order = useMemo(() => tileOrder(seed, count), [seed, count]);
  const gone = Math.round(share * count);
  const clear = share >= 1;
  return (
    <div
      className={`unveil unveil--${style}`}
      data-testid="unveil"
      data-unveil={style}
      data-unveiled={share.toFixed(2)}
    >
      <img
        className="unveil__photo"
        src={src}
        alt={clear ? t('question.photoAlt') : t('unveil.hiddenAlt')}
        style={
          style === 'blur'
            ? { filter: share >= 1 ? 'none' : `blur(${(1 - share) * MAX_BLUR_PX}px)` }
            : undefined
        }
      />
      {style === 'tiles' && (
        <div className="unveil__tiles" aria-hidden="true">
          {order.map((rank, tile) => (
            <span key={tile} className={`unveil__tile${rank < gone ? ' unveil__tile--gone' : ''}`} />
          ))}
        </div>
      )}
    </div>
  );
}
