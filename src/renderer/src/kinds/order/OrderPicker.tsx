import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import {
  isComplete,
  itemButtonLabel,
  orderStatus,
  pick,
  pickedIds,
  placeOf,
  undoPick,
  type Picks,
} from './orderPicks';
import { PHONE_NS } from '../../features/player/phoneT';

interface Props {
  /** The items, shuffled, as shown. */
  options: readonly string[];
  /** The id behind each shown item: the answer lists these. */
  itemIds: readonly number[];
  onAnswer: (ids: number[]) => void;
}

type Change = { kind: 'placed' | 'undone'; position: number } | null;

/**
 * `order`: tap the items one after another; each gets its number and moves up into "Your order". Undo
 * takes the last one back; "Send my order" once every item is placed. No dragging.
 */
export function OrderPicker({ options, itemIds, onAnswer }: Props): React.JSX.Element {
  const root = useRef<HTMLDivElement>(null);
  const count = options.length;
  const { picks, change, place, undo } = useOrderPicks(count, root);
  const complete = isComplete(picks, count);
  const { t } = useTranslation(PHONE_NS);
  const left = options.map((_, position) => position).filter((p) => placeOf(picks, p) === null);

  return (
    <div className="order-picker" ref={root}>
      <p className="order-picker__how">{t('order.how')}</p>
      <h2 className="order-picker__heading">
        {t('order.heading')}{' '}
        <span className="order-picker__count">{t('order.placed', { count, placed: picks.length })}</span>
      </h2>
      {picks.length === 0 ? (
        <p className="order-picker__empty">{t('order.empty')}</p>
      ) : (
        <ol className="order-list" aria-label={t('order.heading')}>
          {picks.map((position, index) => (
            <li key={position}>
              <OrderItem text={options[position] ?? ''} place={index + 1} />
            </li>
          ))}
        </ol>
      )}
      {left.length > 0 && (
        <ul className="order-pool" aria-label={t('order.pool')}>
          {left.map((position) => (
            <li key={position}>
              <OrderItem text={options[position] ?? ''} place={null} onTap={() => place(position)} />
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {orderStatus(t, picks, options, change)}
      </p>
      <div className="send-bar send-bar--two">
        <button className="button send-bar__undo" type="button" onClick={undo} disabled={picks.length === 0}>
          {t('order.undo')}
        </button>
        <button
          className="button button--primary send-bar__send"
          type="button"
          disabled={!complete}
          onClick={() => onAnswer(pickedIds(picks, itemIds))}
        >
          {t('order.send')}
        </button>
      </div>
    </div>
  );
}

/** The guest's picks, and the focus kept on the next thing to tap once a tapped button moved away. */
function useOrderPicks(
  count: number,
  root: React.RefObject<HTMLDivElement | null>,
): { picks: Picks; change: Change; place: (position: number) => void; undo: () => void } {
  const [picks, setPicks] = useState<Picks>([]);
  const [change, setChange] = useState<Change>(null);

  // For screen readers and keyboards: the next item to place, or Send once all are placed.
  useEffect(() => {
    if (!change) return;
    const next = root.current?.querySelector<HTMLButtonElement>(
      '.order-pool .order-item, .send-bar__send:enabled',
    );
    next?.focus({ preventScroll: true });
  }, [change, picks, root]);

  const place = (position: number): void => {
    setPicks((p) => pick(p, position, count));
    setChange({ kind: 'placed', position });
  };
  const undo = (): void => {
    const last = picks.at(-1);
    if (last === undefined) return;
    setPicks(undoPick(picks));
    setChange({ kind: 'undone', position: last });
  };
  return { picks, change, place, undo };
}

/** One item: a button to place it, or (placed) its number, still saying where it is. */
function OrderItem({
  text,
  place,
  onTap,
}: {
  text: string;
  place: number | null;
  onTap?: () => void;
}): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  return (
    <button
      type="button"
      className={`order-item${place === null ? '' : ' order-item--placed'}`}
      aria-label={itemButtonLabel(t, text, place)}
      aria-disabled={place !== null}
      onClick={onTap}
    >
      <span className="order-item__number" aria-hidden="true">
        {place ?? ''}
      </span>
      <span className="order-item__text">{text}</span>
    </button>
  );
}
