import { useTranslation } from 'react-i18next';
import { TEAM_LIMITS } from '@shared/wire/quiz';
import { FieldProblems, invalidProps } from '../fields/FieldProblems';
import { RemoveButton } from '../fields/RemoveButton';
import { fieldId, type ProblemMap } from '../quizProblems';
import type { TableDraft } from './playDraft';

interface Props {
  index: number;
  table: TableDraft;
  problems: ProblemMap;
  onChange: (change: Partial<Omit<TableDraft, 'id'>>) => void;
  onRemove: () => void;
}

/** One table: its number, its name (optional), a remove button; its problems right under it. */
export function TableRow({ index, table, problems, onChange, onRemove }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const path = `tables.${index}`;
  const numberId = fieldId(`${path}.number`);
  const nameId = fieldId(`${path}.name`);
  const numberProblems = problems.get(`${path}.number`);
  const nameProblems = problems.get(`${path}.name`);
  const called = table.number.trim()
    ? t('tables.called', { number: table.number.trim() })
    : t('tables.calledLine', { line: index + 1 });
  const invalid = (messages: readonly string[] | undefined): string =>
    `editor-input${messages ? ' editor-input--invalid' : ''}`;
  return (
    <li className="table-row">
      <div className="table-row__line">
        <span className="table-row__word" aria-hidden="true">
          {t('tables.table')}
        </span>
        <input
          id={numberId}
          className={`${invalid(numberProblems)} table-row__number`}
          type="number"
          min={1}
          max={TEAM_LIMITS.maxTableNumber}
          step={1}
          inputMode="numeric"
          value={table.number}
          aria-label={t('tables.numberLabel', { line: index + 1 })}
          onChange={(e) => onChange({ number: e.target.value })}
          {...invalidProps(numberId, numberProblems)}
        />
        <input
          id={nameId}
          className={`${invalid(nameProblems)} table-row__name`}
          value={table.name}
          maxLength={TEAM_LIMITS.tableNameChars}
          dir="auto"
          placeholder={t('tables.namePlaceholder')}
          aria-label={t('tables.nameLabel', { table: called })}
          onChange={(e) => onChange({ name: e.target.value })}
          {...invalidProps(nameId, nameProblems)}
        />
        <RemoveButton
          className="table-row__remove"
          onClick={onRemove}
          label={t('tables.removeLabel', { table: called })}
        />
      </div>
      <FieldProblems id={numberId} messages={numberProblems} />
      <FieldProblems id={nameId} messages={nameProblems} />
    </li>
  );
}
