import { useState, type FormEvent } from 'react';
import type { QuizEditor as QuizEditorState } from './useQuizEditor';
import { useQuizTransfer } from './useQuizTransfer';
import { fieldId, problemMap } from './quizProblems';
import { Spinner } from '../../ui/feedback/Spinner';
import { EditorToolbar } from './EditorToolbar';
import { ProblemList } from './ProblemList';
import { QuestionList } from './QuestionList';
import { QuestionPreview } from './QuestionPreview';
import { QuizDetailsFields } from './QuizDetailsFields';
import { TimingsFields } from './TimingsFields';
import './editor.css';

interface Props {
  operatorKey: string;
  /** The draft lives with the panel, not this view, so leaving the tab keeps unsaved edits. */
  editor: QuizEditorState;
}

/** The operator's quiz editor: every field of the quiz, a preview, import and export. */
export function QuizEditor({ operatorKey, editor }: Props): React.JSX.Element {
  const transfer = useQuizTransfer(operatorKey, editor.accept);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const { draft } = editor;
  // An edit makes an old "imported" note stale.
  const edit: typeof editor.edit = (change) => {
    editor.edit(change);
    if (transfer.notice?.kind === 'success') transfer.dismiss();
  };
  const problems = problemMap(editor.problems);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const found = await editor.save();
    // Straight to the first field to fix; its message is right under it.
    const first = found[0];
    const field = first ? document.getElementById(fieldId(first.path)) : null;
    if (field) {
      field.scrollIntoView({ block: 'center' });
      field.focus({ preventScroll: true });
    }
  };

  if (!draft) {
    return editor.status === 'failed' ? (
      <p className="notice notice--error" role="alert">
        {editor.notice?.text ?? 'The quiz could not be loaded.'}
      </p>
    ) : (
      <Spinner label="Loading the quiz…" />
    );
  }

  return (
    <form
      className="quiz-editor"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="quiz-editor-title"
    >
      <div className="quiz-editor__head">
        <div className="quiz-editor__bar">
          <h2 className="quiz-editor__title" id="quiz-editor-title">
            Quiz editor
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
      <div className="quiz-editor__notices">
        {!editor.editable && (
          <p className="notice editor-readonly" role="status" data-testid="editor-readonly">
            <strong>Read only.</strong> {editor.reason ?? 'The quiz cannot be edited now.'}
          </p>
        )}
        {editor.notice && (
          <div
            className={`notice notice--${editor.notice.kind}`}
            role={editor.notice.kind === 'error' ? 'alert' : 'status'}
            data-testid="editor-notice"
          >
            <p>{editor.notice.text}</p>
            <ProblemList problems={editor.problems} />
          </div>
        )}
        {transfer.notice && (
          <div
            className={`notice notice--${transfer.notice.kind}`}
            role={transfer.notice.kind === 'error' ? 'alert' : 'status'}
            data-testid="transfer-notice"
          >
            <p>{transfer.notice.text}</p>
            {transfer.notice.details.length > 0 && (
              <ul className="problem-list">
                {transfer.notice.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            )}
            <button className="button button--small button--ghost" type="button" onClick={transfer.dismiss}>
              OK
            </button>
          </div>
        )}
      </div>
      <div className="quiz-editor__layout">
        <fieldset className="quiz-editor__fields" disabled={!editor.editable}>
          <legend className="visually-hidden">The quiz</legend>
          <QuizDetailsFields
            draft={draft}
            operatorKey={operatorKey}
            problems={problems}
            onChange={(change) => edit((d) => ({ ...d, ...change }))}
          />
          <TimingsFields
            timings={draft.timings}
            problems={problems}
            onChange={(timings) => edit((d) => ({ ...d, timings }))}
          />
          <QuestionList
            draft={draft}
            operatorKey={operatorKey}
            problems={problems}
            previewId={previewId}
            edit={edit}
            onPreview={setPreviewId}
          />
        </fieldset>
        <aside className="quiz-editor__side">
          <QuestionPreview draft={draft} questionId={previewId} onQuestion={setPreviewId} />
        </aside>
      </div>
    </form>
  );
}
