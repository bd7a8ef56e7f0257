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
  /** A number with decimals (and a sign), rather than whole seconds. */
  decimal?: boolean;
  multiline?: boolean;
  maxLength?: number;
  /** Shows "120 / 400" under a long text. */
  counter?: boolean;
  min?: number;
  max?: number;
  placeholder?: string;
  hint?: string;
  className?: string;
}

/** A labelled input with its hint and, after a save, its problems. */
export function TextField(props: Props): React.JSX.Element {
  const { path, label, value, problems, hint, className, counter, maxLength } = props;
  const id = fieldId(path);
  const messages = problems.get(path);
  return (
    <div className={`editor-field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldInput {...props} id={id} messages={messages} />
      {(hint || counter) && (
        <span className="field__hint field__hint--split">
          <span>{hint}</span>
          {counter && maxLength !== undefined && (
            <span className="field__counter">
              {value.length} / {maxLength}
            </span>
          )}
        </span>
      )}
      <FieldProblems id={id} messages={messages} />
    </div>
  );
}

function FieldInput({
  id,
  messages,
  value,
  onChange,
  type = 'text',
  decimal = false,
  multiline = false,
  maxLength,
  min,
  max,
  placeholder,
}: Props & { id: string; messages: readonly string[] | undefined }): React.JSX.Element {
  const common = {
    id,
    value,
    placeholder,
    maxLength,
    // Quiz texts in any script read in their own direction, whatever the page's language; links left to right.
    dir: type === 'text' ? 'auto' : type === 'url' ? 'ltr' : undefined,
    className: `editor-input${messages ? ' editor-input--invalid' : ''}`,
    ...invalidProps(id, messages),
  };
  if (multiline) return <textarea {...common} rows={2} onChange={(e) => onChange(e.target.value)} />;
  const number = type === 'number';
  return (
    <input
      {...common}
      type={type}
      min={min}
      max={max}
      step={number ? (decimal ? 'any' : 1) : undefined}
      inputMode={number ? (decimal ? 'decimal' : 'numeric') : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
