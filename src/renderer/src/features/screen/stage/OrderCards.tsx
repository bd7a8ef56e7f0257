import { SecondLine, withSecond, type SecondText } from './SecondLine';
import { labelsTier } from './textTiers';

interface Props {
  items: readonly string[];
  /** The reveal: the right order, numbered. Otherwise the shuffled cards, unnumbered. */
  numbered?: boolean;
  /** A bilingual quiz: each item in the second language, under it. */
  seconds?: readonly (SecondText | null)[] | null;
}

/** An `order` question's items as cards: shuffled while guests answer, numbered at the reveal. */
export function OrderCards({ items, numbered = false, seconds = null }: Props): React.JSX.Element {
  const ListTag = numbered ? 'ol' : 'ul';
  return (
    <ListTag
      className={`order-cards order-cards--${numbered ? 'numbered' : 'shuffled'} order-cards--${items.length} text-tier--${labelsTier(items.map((item, i) => withSecond(item, seconds?.[i])))}`}
      data-testid={numbered ? 'order-answer' : 'order-items'}
    >
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="order-card" style={{ animationDelay: `${index * 90}ms` }}>
          {numbered ? (
            <span className="order-card__number" aria-hidden="true">
              {index + 1}
            </span>
          ) : (
            <span className="order-card__grip" aria-hidden="true" />
          )}
          <span className="order-card__text" dir="auto">
            {item}
            <SecondLine second={seconds?.[index]} />
          </span>
        </li>
      ))}
    </ListTag>
  );
}
