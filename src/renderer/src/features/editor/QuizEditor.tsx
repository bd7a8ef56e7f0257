import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/feedback/Spinner';
import { EditorNotices } from './EditorNotices';
import { EditorToolbar } from './EditorToolbar';
import { focusProblem } from './focusField';
import { problemMap } from './quizProblems';
import { updatePartner, type QuizDraft } from './quizDraft';
import { QuestionList } from './questions/QuestionList';
import { QuestionPreview } from './preview/QuestionPreview';
import { PlaySection } from './play/PlaySection';
import { QuizDetailsFields } from './QuizDetailsFields';
import { TimingsFields } from './TimingsFields';
import { LanguagesSection } from './translate/LanguagesSection';
import { SoundsSection } from './sounds/SoundsSection';
import { setTranslation } from './translate/translationRows';
import type { QuizEditor as QuizEditorState } from './useQuizEditor';
import { useQuizTransfer, type QuizTransfer } from './useQuizTransfer';
import './editor.css';

interface Props {
  /** The draft lives with the panel, not this view, so leaving the tab keeps unsaved edits. */
  editor: QuizEditorState;
}

/** The operator's quiz editor: every field of the quiz, a preview, import and export. */
export function QuizEditor({ editor }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const transfer = useQuizTransfer(editor.accept);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const { draft } = editor;
  // An edit makes an old "imported" note stale.
  const edit: typeof editor.edit = (change) => {
    editor.edit(change);
    if (transfer.notice?.kind === 'success') transfer.dismiss();
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const found = await editor.save();
    // Straight to the first field to fix; its message is right under it.
    const first = found[0];
    if (first) focusProblem(first.path);
  };

  if (!draft) {
    return editor.status === 'failed' ? (
      <p className="notice notice--error" role="alert">
        {editor.notice?.text ?? t('loadFailed')}
      </p>
    ) : (
      <Spinner label={t('loading')} />
    );
  }

  return (
    <form
      className="quiz-editor"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="quiz-editor-title"
    >
      <EditorHead editor={editor} transfer={transfer} />
      <EditorNotices editor={editor} transfer={transfer} />
      <div className="quiz-editor__layout">
        <EditorFields
          draft={draft}
          editor={editor}
          edit={edit}
          previewId={previewId}
          onPreview={setPreviewId}
        />
        <aside className="quiz-editor__side">
          <QuestionPreview draft={draft} questionId={previewId} onQuestion={setPreviewId} />
        </aside>
      </div>
    </form>
  );
}

/** The title and the toolbar, sticky at the top of the form. */
function EditorHead({
  editor,
  transfer,
}: {
  editor: QuizEditorState;
  transfer: QuizTransfer;
}): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <div className="quiz-editor__head">
      <div className="quiz-editor__bar">
        <h2 className="quiz-editor__title" id="quiz-editor-title">
          {t('title')}
        </h2>
        <EditorToolbar
          editable={editor.editable}
          dirty={editor.dirty}
          saving={editor.saving}
          transferring={transfer.busy}
          onDiscard={editor.discard}
          onImport={(file) => void transfer.importFile(file)}
          onExport={() => void transfer.exportFile()}
        />
      </div>
    </div>
  );
}

interface FieldsProps {
  draft: QuizDraft;
  editor: QuizEditorState;
  edit: QuizEditorState['edit'];
  previewId: number | null;
  onPreview: (id: number) => void;
}

/** Every field of the quiz; disabled (read only) once the game has started. */
function EditorFields({ draft, editor, edit, previewId, onPreview }: FieldsProps): React.JSX.Element {
  const { t } = useTranslation('editor');
  const problems = problemMap(editor.problems);
  return (
    <fieldset className="quiz-editor__fields" disabled={!editor.editable}>
      <legend className="visually-hidden">{t('theQuiz')}</legend>
      <QuizDetailsFields
        draft={draft}
        problems={problems}
        onChange={(change) => edit((d) => ({ ...d, ...change }))}
        onPartner={(i, change) => edit((d) => updatePartner(d, i, change))}
      />
      <TimingsFields
        timings={draft.timings}
        problems={problems}
        onChange={(timings) => edit((d) => ({ ...d, timings }))}
      />
      <PlaySection
        play={draft.play}
        couple={draft.partners}
        problems={problems}
        onChange={(change) => edit((d) => ({ ...d, play: change(d.play) }))}
      />
      <QuestionList
        draft={draft}
        problems={problems}
        previewId={previewId}
        edit={edit}
        onPreview={onPreview}
      />
      <LanguagesSection
        draft={draft}
        problems={problems}
        onLanguages={(change) => edit((d) => ({ ...d, languages: { ...d.languages, ...change } }))}
        onTranslation={(key, text) => edit((d) => setTranslation(d, key, text))}
      />
      <SoundsSection
        sounds={draft.sounds}
        onSound={(cue, path) => edit((d) => ({ ...d, sounds: { ...d.sounds, [cue]: path ?? undefined } }))}
      />
    </fieldset>
  );
}
