import { useTranslation } from 'react-i18next';
import { QUIZ_LIMITS } from '@shared/wire/quiz';
import { FieldProblems, invalidProps } from '../../features/editor/fields/FieldProblems';
import { RemoveButton } from '../../features/editor/fields/RemoveButton';
import { fieldId, type ProblemMap } from '../../features/editor/quizProblems';

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
  const { t } = useTranslation('editor');
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
          dir="auto"
          placeholder={n === 1 ? t('order.first') : t('order.item', { n })}
          aria-label={t('order.item', { n })}
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
  const { t } = useTranslation('editor');
  const n = index + 1;
  return (
    <>
      <button
        className="button button--small order-item__tool"
        type="button"
        id={`${id}-up`}
        onClick={() => onMove(-1)}
        disabled={index === 0}
        aria-label={t('order.upLabel', { n })}
      >
        ↑
      </button>
      <button
        className="button button--small order-item__tool"
        type="button"
        id={`${id}-down`}
        onClick={() => onMove(1)}
        disabled={index === count - 1}
        aria-label={t('order.downLabel', { n })}
      >
        ↓
      </button>
      <RemoveButton
        className="order-item__tool"
        onClick={onRemove}
        disabled={!canRemove}
        label={t('order.removeLabel', { n })}
        title={canRemove ? undefined : t('order.needMin', { min: QUIZ_LIMITS.orderItemsMin })}
      />
    </>
  );
}
