import { useTranslation } from 'react-i18next';
import { FieldProblems } from '../../features/editor/fields/FieldProblems';
import {
  addItem,
  MAX_ITEMS,
  MIN_ITEMS,
  moveItem,
  removeItem,
  setItem,
} from '../../features/editor/questionEdits';
import { fieldId } from '../../features/editor/quizProblems';
import type { KindFieldsProps } from '../../features/editor/questions/kinds/kindFieldsProps';
import { OrderItemRow } from './OrderItemRow';

/**
 * After a move, the focus follows the item to its new place: to the same button, or to the other one
 * when that one is now disabled (the item reached the top or the bottom).
 */
function focusMoved(itemPath: string, by: number): void {
  requestAnimationFrame(() => {
    const same = document.getElementById(`${fieldId(itemPath)}-${by < 0 ? 'up' : 'down'}`);
    const other = document.getElementById(`${fieldId(itemPath)}-${by < 0 ? 'down' : 'up'}`);
    (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
  });
}

/** Put in order: 3 to 5 items, written in the right order; guests see them shuffled. */
export function OrderFields({ question, path, problems, onChange }: KindFieldsProps): React.JSX.Element {
  const { t } = useTranslation('editor');
  const items = question.items;
  return (
    <fieldset className="order-fields">
      <legend className="field__label">{t('order.legend')}</legend>
      <ol className="order-fields__list">
        {items.map((text, i) => (
          <OrderItemRow
            key={i}
            path={`${path}.items.${i}`}
            index={i}
            count={items.length}
            text={text}
            canRemove={items.length > MIN_ITEMS}
            problems={problems}
            onText={(text) => onChange(setItem(question, i, text))}
            onMove={(by) => {
              onChange(moveItem(question, i, by));
              focusMoved(`${path}.items.${i + by}`, by);
            }}
            onRemove={() => onChange(removeItem(question, i))}
          />
        ))}
      </ol>
      <FieldProblems id={fieldId(`${path}.items`)} messages={problems.get(`${path}.items`)} />
      {items.length < MAX_ITEMS && (
        <button
          className="button button--small order-fields__add"
          type="button"
          onClick={() => onChange(addItem(question))}
        >
          {t('order.add')}
        </button>
      )}
    </fieldset>
  );
}
