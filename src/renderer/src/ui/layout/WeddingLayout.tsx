import { useEffect, type ReactNode } from 'react';
import type { QuizInfo } from '@shared/wire/quiz';
import { Backdrop } from './Backdrop';
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
  return (
    <div className={`app app--${variant}`}>
      <Backdrop image={quiz?.backgroundImage} />
      <WeddingHeader quiz={quiz} compact={variant === 'operator'} />
      <main className="app__main">{children}</main>
      {footer}
    </div>
  );
}
