import { TEAM_LIMITS } from '@shared/quiz';
import { FieldProblems, invalidProps } from '../fields/FieldProblems';
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
  const path = `tables.${index}`;
  const numberId = fieldId(`${path}.number`);
  const nameId = fieldId(`${path}.name`);
  const numberProblems = problems.get(`${path}.number`);
  const nameProblems = problems.get(`${path}.name`);
  const called = table.number.trim() ? `table ${table.number.trim()}` : `the table on line ${index + 1}`;
  const invalid = (messages: readonly string[] | undefined): string =>
    `editor-input${messages ? ' editor-input--invalid' : ''}`;
  return (
    <li className="table-row">
      <div className="table-row__line">
        <span className="table-row__word" aria-hidden="true">
          Table
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
          aria-label={`Number of the table on line ${index + 1}`}
          onChange={(e) => onChange({ number: e.target.value })}
          {...invalidProps(numberId, numberProblems)}
        />
        <input
          id={nameId}
          className={`${invalid(nameProblems)} table-row__name`}
          value={table.name}
          maxLength={TEAM_LIMITS.tableNameChars}
          placeholder="Name (optional)"
          aria-label={`Name of ${called} (optional)`}
          onChange={(e) => onChange({ name: e.target.value })}
          {...invalidProps(nameId, nameProblems)}
        />
        <button
          className="button button--small button--ghost table-row__remove"
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${called}`}
        >
          ✕
        </button>
      </div>
      <FieldProblems id={numberId} messages={numberProblems} />
      <FieldProblems id={nameId} messages={nameProblems} />
    </li>
  );
}
