import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SOUND_BYTES } from '@shared/wire/sounds';
import { HiddenFileInput } from '../fields/HiddenFileInput';
import { FieldProblems, invalidProps } from '../fields/FieldProblems';
import type { QuestionDraft } from '../questionDraft';
import { fieldId, type ProblemMap } from '../quizProblems';
import { SOUND_ACCEPT } from '../sounds/soundChecks';
import { useSoundUpload } from '../sounds/useSoundUpload';
import type { FileUpload } from '../upload/useFileUpload';
import { UploadStatus } from '../upload/UploadProgressBar';
import { ClipEditor } from './ClipEditor';
import { NEW_CLIP_LENGTH, type ClipDraft } from './clipDraft';

interface Props {
  question: QuestionDraft;
  /** The question's path in the quiz, e.g. `questions.2`. */
  path: string;
  /** The question's number, for the buttons' names ("Choose a song for question 3"). */
  n: number;
  problems: ProblemMap;
  onChange: (change: Partial<QuestionDraft>) => void;
}

/**
 * "Name that song" (issue 30): a song uploaded like the couple's sounds (the same checks, the same bar
 * with Cancel), its waveform, the part the big screen plays (start and length), a preview and Remove.
 */
export function ClipField({ question, path, n, problems, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const input = useRef<HTMLInputElement>(null);
  const clip = question.clip;
  // A new song starts at its beginning; the clip's length stays as it was.
  const upload = useSoundUpload((song) =>
    onChange({ clip: { path: song, start: '0', length: clip?.length ?? NEW_CLIP_LENGTH } }),
  );
  const id = fieldId(`${path}.clip.path`);
  const labelId = `${fieldId(`${path}.clip`)}-label`;
  const subject = t('clip.subject', { n });
  const serverProblems = [
    ...(problems.get(`${path}.clip`) ?? []),
    ...(problems.get(`${path}.clip.path`) ?? []),
  ];
  const messages = upload.error ? [upload.error, ...serverProblems] : serverProblems;
  return (
    <div className="editor-field clip-field" role="group" aria-labelledby={labelId} data-testid="clip-field">
      <span className="field__label" id={labelId}>
        {t('clip.label')}
      </span>
      <span className="field__hint clip-field__hint">
        {t('clip.hint', { size: Math.round(MAX_SOUND_BYTES / 1024 / 1024) })}
      </span>
      {clip && (
        <ClipEditor
          clip={clip}
          path={path}
          n={n}
          problems={problems}
          onClip={(change: Partial<ClipDraft>) => onChange({ clip: { ...clip, ...change } })}
        />
      )}
      <ClipButtons
        clip={clip}
        n={n}
        upload={upload}
        messages={messages}
        id={id}
        input={input}
        onRemove={() => onChange({ clip: null })}
      />
      <HiddenFileInput
        inputRef={input}
        accept={SOUND_ACCEPT}
        testId={`${id}-file`}
        onFile={(file) => void upload.upload(file)}
      />
      <UploadStatus tracker={upload.tracker} what={subject} cancelled={upload.cancelled} />
      <FieldProblems id={id} messages={messages.length > 0 ? messages : undefined} />
    </div>
  );
}

interface ButtonsProps {
  clip: ClipDraft | null;
  n: number;
  upload: FileUpload;
  /** The problems of the song (refused, missing), which the choose button points to. */
  messages: readonly string[];
  /** The choose button's id: a problem with the song brings the focus there. */
  id: string;
  input: RefObject<HTMLInputElement | null>;
  onRemove: () => void;
}

/** Choose a song (or another one), and Remove. */
function ClipButtons({ clip, n, upload, messages, id, input, onRemove }: ButtonsProps): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <div className="clip-field__actions">
      <button
        ref={upload.button}
        id={id}
        className="button button--small"
        type="button"
        disabled={upload.busy}
        onClick={() => input.current?.click()}
        aria-label={upload.busy ? undefined : t(clip ? 'clip.replaceLabel' : 'clip.chooseLabel', { n })}
        {...invalidProps(id, messages.length > 0 ? messages : undefined)}
      >
        {t(upload.busy ? 'sounds.uploading' : clip ? 'clip.replace' : 'clip.choose')}
      </button>
      {clip && (
        <button
          className="button button--small button--ghost"
          type="button"
          onClick={() => {
            upload.clearError();
            onRemove();
          }}
          aria-label={t('clip.removeLabel', { n })}
        >
          {t('clip.remove')}
        </button>
      )}
    </div>
  );
}
