import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WishEntry } from '@shared/model/wishes';
import { prefersReducedMotion } from '../../../ui/motion';
import { tierOf } from '../stage/textTiers';
import './wishSlideshow.css';

/** How long each wish stays on the big screen. */
export const WISH_SLIDE_MS = 8_000;

interface Props {
  wishes: readonly WishEntry[];
  couple: string;
}

interface Slide {
  index: number;
  /** The wish before, fading out over this one (none for the first). */
  previous: number | null;
}

/** Which wish shows: the next one every 8 s, looping; a shorter list (a wish hidden) starts over in it. */
function useSlide(count: number): Slide & { faded: () => void } {
  const [slide, setSlide] = useState<Slide>({ index: 0, previous: null });
  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setInterval(
      () => setSlide(({ index }) => ({ index: (index + 1) % count, previous: index % count })),
      WISH_SLIDE_MS,
    );
    return () => clearInterval(timer);
  }, [count]);
  // The wish that faded out leaves the page: one wish in it between two crossfades.
  const faded = (): void => setSlide(({ index }) => ({ index, previous: null }));
  if (count === 0) return { index: 0, previous: null, faded };
  // Less motion: no crossfade, so no wish left behind waiting for an animation that never runs.
  const fading = slide.previous !== null && slide.previous < count && !prefersReducedMotion();
  const previous = fading ? slide.previous : null;
  return { index: slide.index % count, previous, faded };
}

interface CardProps {
  wish: WishEntry;
  leaving: boolean;
  onFaded?: () => void;
}

function WishCard({ wish, leaving, onFaded }: CardProps): React.JSX.Element {
  return (
    <figure
      className={`wish-show__wish${leaving ? ' wish-show__wish--out' : ''}`}
      aria-hidden={leaving || undefined}
      onAnimationEnd={onFaded}
    >
      <blockquote
        className={`wish-show__text wish-show__text--${tierOf(wish.text.length, 90, 180)}`}
        dir="auto"
      >
        {wish.text}
      </blockquote>
      <figcaption className="wish-show__author">
        <bdi>{wish.author}</bdi>
      </figcaption>
    </figure>
  );
}

/**
 * The guests' wishes on the big screen after the podium (issue 18): one at a time, large, with its
 * author, crossfading every 8 s and looping, while the operator runs the slideshow.
 */
export function WishSlideshow({ wishes, couple }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const { index, previous, faded } = useSlide(wishes.length);
  const wish = wishes[index];
  const before = previous === null ? undefined : wishes[previous];
  return (
    <section className="stage wish-show" data-testid="wish-slideshow">
      <h1 className="stage__kicker wish-show__kicker">{t('wishes.title', { couple })}</h1>
      {wish ? (
        <div className="wish-show__slides">
          {/* Keys by position: the new wish fades in as the one before fades out. */}
          {before && <WishCard key={`out-${previous}`} wish={before} leaving onFaded={faded} />}
          <WishCard key={`in-${index}`} wish={wish} leaving={false} />
        </div>
      ) : (
        <p className="wish-show__empty">{t('wishes.empty')}</p>
      )}
      {wishes.length > 1 && (
        <p className="wish-show__count">{t('wishes.position', { n: index + 1, total: wishes.length })}</p>
      )}
    </section>
  );
}
