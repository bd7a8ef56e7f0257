import { fieldId, type ProblemMap } from '../quizProblems';
import { FieldProblems, invalidProps } from './FieldProblems';

interface Props {
  /** The field's path in the quiz, e.g. `questions.2.text`: its id and where its problems are found. */
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problems: ProblemMap;
  type?: 'text' | 'date' | 'url' | 'number';
  multiline?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  placeholder?: string;
  hint?: string;
  className?: string;
}

/** A labelled input with its hint and, after a save, its problems. */
export function TextField({
  path,
  label,
  value,
  onChange,
  problems,
  type = 'text',
  multiline = false,
  maxLength,
  min,
  max,
  placeholder,
  hint,
  className,
}: Props): React.JSX.Element {
  const id = fieldId(path);
  const messages = problems.get(path);
  const common = {
    id,
    value,
    placeholder,
    maxLength,
    className: `editor-input${messages ? ' editor-input--invalid' : ''}`,
    ...invalidProps(id, messages),
  };
  return (
    <div className={`editor-field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={2} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          min={min}
          max={max}
          step={type === 'number' ? 1 : undefined}
          inputMode={type === 'number' ? 'numeric' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint && <span className="field__hint">{hint}</span>}
      <FieldProblems id={id} messages={messages} />
    </div>
  );
}
