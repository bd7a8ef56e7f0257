import { useEffect, type ReactNode } from 'react';
import type { QuizInfo } from '@shared/quiz';
import { WeddingHeader } from './WeddingHeader';

export type LayoutVariant = 'player' | 'screen' | 'operator';

interface Props {
  variant: LayoutVariant;
  quiz: QuizInfo | null;
  children: ReactNode;
  /** Extra content under the header, e.g. the operator's toolbar. */
  footer?: ReactNode;
}

/** The frame every page shares: background art, the couple's header, and the page's content. */
export function WeddingLayout({ variant, quiz, children, footer }: Props): React.JSX.Element {
  // The root font size follows the layout: the big screen sizes everything from the viewport.
  useEffect(() => {
    document.documentElement.dataset.layout = variant;
  }, [variant]);
  // A quiz may bring its own background; the bundled art stays underneath if it fails to load.
  const custom = quiz?.backgroundImage
    ? { backgroundImage: `url("${encodeURI(quiz.backgroundImage)}")` }
    : undefined;
  return (
    <div className={`app app--${variant}`}>
      <div className="app__backdrop" aria-hidden="true">
        {custom && <div className="app__custom-backdrop" style={custom} />}
        <div className="app__flowers app__flowers--top" />
        <div className="app__flowers app__flowers--bottom" />
      </div>
      <WeddingHeader quiz={quiz} compact={variant === 'operator'} />
      <main className="app__main">{children}</main>
      {footer}
    </div>
  );
}
