import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../fields/TextField';
import type { EditorT } from '../editorWords';
import type { ProblemMap } from '../quizProblems';
import type { TableDraft } from './playDraft';
import { MAX_TABLES, namedTablesLost, tableCount, tablesOneTo } from './tableEdits';

interface Props {
  tables: readonly TableDraft[];
  problems: ProblemMap;
  onChange: (change: (tables: TableDraft[]) => TableDraft[]) => void;
}

/** Whether to drop named tables: the operator says so first. */
function mayDrop(lost: readonly TableDraft[], t: EditorT): boolean {
  if (lost.length === 0) return true;
  const names = lost
    .map((table) => t('tables.lostOne', { number: table.number, name: table.name.trim() }))
    .join(', ');
  return window.confirm(t('tables.confirmDrop', { names }));
}

/**
 * "Tables 1 to N": the whole list at once, in place of the one there; a table keeps its name by its
 * number. Its field stands for the list, so "Add at least one table" shows (and focuses) here.
 */
export function TablesQuickFill({ tables, problems, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const [count, setCount] = useState('');
  const [wrong, setWrong] = useState(false);
  const n = tableCount(count);
  const fill = (): void => {
    if (n === null) return setWrong(true);
    if (mayDrop(namedTablesLost(tables, n), t)) onChange((list) => tablesOneTo(list, n));
  };
  const shown = wrong
    ? new Map(problems).set('tables', [t('tables.fillWrong', { max: MAX_TABLES })])
    : problems;
  return (
    <div className="tables-quick">
      <div className="tables-quick__row">
        <TextField
          path="tables"
          label={t('tables.howMany')}
          type="number"
          min={1}
          max={MAX_TABLES}
          value={count}
          placeholder="12"
          onChange={(value) => {
            setCount(value);
            setWrong(false);
          }}
          problems={shown}
          className="tables-quick__count"
        />
        <button className="button button--small tables-quick__fill" type="button" onClick={fill}>
          {n === null ? t('tables.fillN') : t('tables.fill', { n })}
        </button>
      </div>
      <span className="field__hint">{t('tables.fillHint', { max: MAX_TABLES })}</span>
    </div>
  );
}
