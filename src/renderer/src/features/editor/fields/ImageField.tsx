import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '@shared/wire/quiz';
import { UploadStatus } from '../upload/UploadProgressBar';
import { useFileUpload, type FileUpload } from '../upload/useFileUpload';
import { imageRefusal } from '../fileChecks';
import { HiddenFileInput } from './HiddenFileInput';
import { fieldId, type ProblemMap } from '../quizProblems';
import { FieldProblems, invalidProps } from './FieldProblems';
import { useOperatorApi } from '../../operator/operatorContext';

interface Props {
  path: string;
  label: string;
  /** What the image is, for the buttons' accessible names ("photo for question 2"). */
  subject: string;
  value: string | null;
  onChange: (path: string | null) => void;
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
  problems,
  hint,
}: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const input = useRef<HTMLInputElement>(null);
  const { busy, error, cancelled, upload, tracker, button } = useImageUpload(onChange);
  const id = fieldId(path);
  const messages = error ? [error, ...(problems.get(path) ?? [])] : problems.get(path);

  return (
    <div className="editor-field image-field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="image-field__body">
        <ImageThumb value={value} subject={subject} />
        <div className="image-field__actions">
          <button
            ref={button}
            id={id}
            className="button button--small"
            type="button"
            disabled={busy}
            onClick={() => input.current?.click()}
            // While it sends, its name is what it shows ("Uploading…"); the bar below says what is sent.
            aria-label={busy ? undefined : t(value ? 'image.replaceLabel' : 'image.uploadLabel', { subject })}
            {...invalidProps(id, messages)}
          >
            {t(busy ? 'image.uploading' : value ? 'image.replace' : 'image.upload')}
          </button>
          {value && (
            <button
              className="button button--small button--ghost"
              type="button"
              onClick={() => onChange(null)}
              aria-label={t('image.removeLabel', { subject })}
            >
              {t('image.remove')}
            </button>
          )}
          {hint && <span className="field__hint">{hint}</span>}
          <UploadStatus tracker={tracker} what={subject} cancelled={cancelled} />
        </div>
        <HiddenFileInput
          inputRef={input}
          accept={ACCEPT}
          testId={`${id}-file`}
          onFile={(file) => void upload(file)}
        />
      </div>
      <FieldProblems id={id} messages={messages} />
    </div>
  );
}

/** Uploads a picked image at once, with its progress; the field takes its `/media/...` path. */
function useImageUpload(onChange: (path: string) => void): FileUpload {
  const api = useOperatorApi();
  const { t } = useTranslation('editor');
  return useFileUpload({
    refusal: (file) => imageRefusal(file, t),
    send: (file, options) => api.uploadImage(file, options),
    onUploaded: onChange,
    failed: t('image.uploadFailed'),
  });
}

function ImageThumb({ value, subject }: { value: string | null; subject: string }): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <div className="image-field__thumb">
      {value ? (
        <img src={value} alt={t('image.alt', { subject })} data-testid="image-thumbnail" />
      ) : (
        <span className="image-field__empty">{t('image.none')}</span>
      )}
    </div>
  );
}
