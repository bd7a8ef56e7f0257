import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId, type ProblemMap } from '../quizProblems';
import type { TableDraft } from './playDraft';
import { TableRow } from './TableRow';
import { TablesQuickFill } from './TablesQuickFill';
import { addTable, MAX_TABLES, removeTable, updateTable, withTwice } from './tableEdits';

interface Props {
  tables: readonly TableDraft[];
  problems: ProblemMap;
  onChange: (change: (tables: TableDraft[]) => TableDraft[]) => void;
}

/** Tables mode: the tables of the seating plan, each a number and an optional name. */
export function TablesFields({ tables, problems, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const shown = withTwice(problems, tables, t);
  const [focusLast, setFocusLast] = useState(false);
  // A new table's name gets the focus once it is in the page.
  useEffect(() => {
    if (!focusLast) return;
    document.getElementById(fieldId(`tables.${tables.length - 1}.name`))?.focus();
    setFocusLast(false);
  }, [focusLast, tables.length]);
  const full = tables.length >= MAX_TABLES;
  return (
    <fieldset className="play-group" aria-describedby="editor-tables-hint">
      <legend className="play-group__legend">{t('tables.heading', { n: tables.length })}</legend>
      <p className="field__hint" id="editor-tables-hint">
        {t('tables.hint')}
      </p>
      <TablesQuickFill tables={tables} problems={shown} onChange={onChange} />
      {tables.length > 0 && (
        <ol className="tables-list">
          {tables.map((table, i) => (
            <TableRow
              key={table.id}
              index={i}
              table={table}
              problems={shown}
              onChange={(change) => onChange((list) => updateTable(list, i, change))}
              onRemove={() => onChange((list) => removeTable(list, i))}
            />
          ))}
        </ol>
      )}
      <button
        className="button button--small tables-list__add"
        type="button"
        disabled={full}
        onClick={() => {
          onChange(addTable);
          setFocusLast(true);
        }}
      >
        {t('tables.add')}
      </button>
      {full && <span className="field__hint">{t('tables.full', { max: MAX_TABLES })}</span>}
    </fieldset>
  );
}
