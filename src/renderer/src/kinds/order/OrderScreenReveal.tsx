import { useTranslation } from 'react-i18next';
import type { RevealProps } from '../../features/screen/stage/OptionReveal';
import { rightCountText } from '../../features/screen/stage/kindWords';
import { OrderCards } from '../../features/screen/stage/OrderCards';
import { secondList } from '../../features/screen/stage/SecondLine';

/** The items in the right order, numbered, and how many guests had exactly that order. */
export function OrderScreenReveal({ view, question }: RevealProps): React.JSX.Element {
  const { t } = useTranslation('screen');
  const reveal = view.reveal;
  return (
    <div className="order-answer">
      <OrderCards
        items={reveal?.order ?? question.options}
        seconds={reveal?.order && secondList(reveal.order, reveal.second?.language, reveal.second?.order)}
        numbered
      />
      {reveal && (
        <p className="reveal-verdict" data-testid="right-count">
          {rightCountText(t, reveal.rightCount)}
        </p>
      )}
    </div>
  );
}
