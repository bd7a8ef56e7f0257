import type { ReactNode } from 'react';
import type { QuizInfo } from '@shared/wire/quiz';
import { useFitScale } from './useFitScale';
import { Backdrop } from '../../../ui/layout/Backdrop';
import { WeddingHeader } from '../../../ui/layout/WeddingHeader';
// The projector's page rules, which the frame draws in miniature.
import '../../screen/stage/stage.css';

interface Props {
  quiz: QuizInfo;
  label: string;
  children: ReactNode;
}

/**
 * The big screen in miniature: the projector's page is drawn in rem on a 96 × 54 rem (16:9) canvas, so
 * the same components laid out on such a canvas here and scaled down show exactly its picture.
 */
export function ScreenFrame({ quiz, label, children }: Props): React.JSX.Element {
  const { outer, inner, scale } = useFitScale<HTMLDivElement, HTMLDivElement>();
  return (
    <div className="screen-frame" ref={outer} role="img" aria-label={label} data-testid="screen-preview">
      <div
        className="screen-frame__canvas"
        ref={inner}
        style={{ transform: `scale(${scale})`, visibility: scale > 0 ? 'visible' : 'hidden' }}
        aria-hidden="true"
      >
        <div className="app app--screen screen-frame__app">
          <Backdrop image={quiz.backgroundImage} />
          <WeddingHeader quiz={quiz} />
          <div className="app__main">{children}</div>
        </div>
      </div>
    </div>
  );
}
