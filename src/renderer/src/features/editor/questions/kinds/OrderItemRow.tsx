import { QUIZ_LIMITS } from '@shared/quiz';
import { FieldProblems, invalidProps } from '../../fields/FieldProblems';
import { fieldId, type ProblemMap } from '../../quizProblems';

interface Props {
  /** The item's path in the quiz, e.g. `questions.2.items.1`. */
  path: string;
  index: number;
  count: number;
  text: string;
  canRemove: boolean;
  problems: ProblemMap;
  onText: (text: string) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}

/** One item of an order question: its place, its text, and the buttons that move it or take it out. */
export function OrderItemRow({
  path,
  index,
  count,
  text,
  canRemove,
  problems,
  onText,
  onMove,
  onRemove,
}: Props): React.JSX.Element {
  const id = fieldId(path);
  const messages = problems.get(path);
  const n = index + 1;
  return (
    <li className="order-item">
      <div className="order-item__line">
        <span className="order-item__place" aria-hidden="true">
          {n}
        </span>
        <input
          id={id}
          className={`editor-input order-item__text${messages ? ' editor-input--invalid' : ''}`}
          value={text}
          maxLength={QUIZ_LIMITS.optionChars}
          placeholder={n === 1 ? 'What comes first' : `Item ${n}`}
          aria-label={`Item ${n}`}
          onChange={(e) => onText(e.target.value)}
          {...invalidProps(id, messages)}
        />
        <ItemTools
          id={id}
          index={index}
          count={count}
          canRemove={canRemove}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <FieldProblems id={id} messages={messages} />
    </li>
  );
}

/** Up, down and remove; the buttons have ids, so the focus can follow a moved item. */
function ItemTools({
  id,
  index,
  count,
  canRemove,
  onMove,
  onRemove,
}: Pick<Props, 'index' | 'count' | 'canRemove' | 'onMove' | 'onRemove'> & { id: string }): React.JSX.Element {
  const n = index + 1;
  return (
    <>
      <button
        className="button button--small order-item__tool"
        type="button"
        id={`${id}-up`}
        onClick={() => onMove(-1)}
        disabled={index === 0}
        aria-label={`Move item ${n} up`}
      >
        ↑
      </button>
      <button
        className="button button--small order-item__tool"
        type="button"
        id={`${id}-down`}
        onClick={() => onMove(1)}
        disabled={index === count - 1}
        aria-label={`Move item ${n} down`}
      >
        ↓
      </button>
      <button
        className="button button--small button--ghost order-item__tool"
        type="button"
        onClick={onRemove}
        disabled={!canRemove}
        aria-label={`Remove item ${n}`}
        title={canRemove ? undefined : `An order question needs at least ${QUIZ_LIMITS.orderItemsMin} items`}
      >
        ✕
      </button>
    </>
  );
}
