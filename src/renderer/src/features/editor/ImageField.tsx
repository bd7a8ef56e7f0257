import { useRef, useState } from 'react';
import { IMAGE_TYPES } from '@shared/quiz';
import { ApiError } from '../../net/api';
import { uploadImage } from '../../net/quizApi';
import { fieldId, type ProblemMap } from './quizProblems';
import { FieldProblems, invalidProps } from './FieldProblems';

interface Props {
  path: string;
  label: string;
  /** What the image is, for the buttons' accessible names ("photo for question 2"). */
  subject: string;
  value: string | null;
  onChange: (path: string | null) => void;
  operatorKey: string;
  problems: ProblemMap;
  hint?: string;
}

const ACCEPT = Object.keys(IMAGE_TYPES).join(',');

/** An image stored on the game server: pick a file, it is uploaded at once, a thumbnail shows it. */
export function ImageField({
  path,
  label,
  subject,
  value,
  onChange,
  operatorKey,
  problems,
  hint,
}: Props): React.JSX.Element {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = fieldId(path);
  const messages = error ? [error, ...(problems.get(path) ?? [])] : problems.get(path);

  const choose = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await uploadImage(operatorKey, file));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The image could not be uploaded.');
    } finally {
      setBusy(false);
      // The same file can be picked again after a failure.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="editor-field image-field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="image-field__body">
        <div className="image-field__thumb">
          {value ? (
            <img src={value} alt={`The ${subject}`} data-testid="image-thumbnail" />
          ) : (
            <span className="image-field__empty">No image</span>
          )}
        </div>
        <div className="image-field__actions">
          <button
            id={id}
            className="button button--small"
            type="button"
            disabled={busy}
            onClick={() => input.current?.click()}
            aria-label={`${value ? 'Replace' : 'Upload'} the ${subject}`}
            {...invalidProps(id, messages)}
          >
            {busy ? 'Uploading…' : value ? 'Replace…' : 'Upload…'}
          </button>
          {value && (
            <button
              className="button button--small button--ghost"
              type="button"
              onClick={() => onChange(null)}
              aria-label={`Remove the ${subject}`}
            >
              Remove
            </button>
          )}
          {hint && <span className="field__hint">{hint}</span>}
        </div>
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${id}-file`}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </div>
      <FieldProblems id={id} messages={messages} />
    </div>
  );
}
