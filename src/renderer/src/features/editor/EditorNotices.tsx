import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { plainMessage } from './problemWords';
import { ProblemList } from './ProblemList';
import type { QuizEditor } from './useQuizEditor';
import type { QuizTransfer } from './useQuizTransfer';
import { UploadProgressBar } from './upload/UploadProgressBar';

interface Props {
  editor: QuizEditor;
  transfer: QuizTransfer;
}

/** Above the form: read only and why, what the last save did (and what to fix), the last import or export. */
export function EditorNotices({ editor, transfer }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  // The server's own sentences (why the quiz is read only, a refused save) in the operator's words.
  const said = (text: string): string => plainMessage(text, t);
  // A cancelled import: its Cancel button went with the bar, so the notice's OK takes the focus.
  const ok = useRef<HTMLButtonElement>(null);
  const cancelled = transfer.notice?.kind === 'info';
  useEffect(() => {
    if (cancelled) ok.current?.focus();
  }, [cancelled]);
  return (
    <div className="quiz-editor__notices">
      {!editor.editable && (
        <p className="notice editor-readonly" role="status" data-testid="editor-readonly">
          <strong>{t('readOnly')}</strong> {editor.reason ? said(editor.reason) : t('cannotEdit')}
        </p>
      )}
      {editor.notice && (
        <NoticeBox kind={editor.notice.kind} testId="editor-notice">
          <p>{said(editor.notice.text)}</p>
          <ProblemList problems={editor.problems} />
        </NoticeBox>
      )}
      {transfer.sending && (
        <div className="notice" data-testid="import-progress">
          <p>{t('upload.importing', { file: transfer.sending.file })}</p>
          <UploadProgressBar
            progress={transfer.sending.progress}
            what={transfer.sending.file}
            onCancel={transfer.cancelImport}
          />
        </div>
      )}
      {transfer.notice && (
        <NoticeBox kind={transfer.notice.kind} testId="transfer-notice">
          <p>{said(transfer.notice.text)}</p>
          {transfer.notice.details.length > 0 && (
            <ul className="problem-list">
              {transfer.notice.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
          <button
            ref={ok}
            className="button button--small button--ghost"
            type="button"
            onClick={transfer.dismiss}
          >
            {t('ok')}
          </button>
        </NoticeBox>
      )}
    </div>
  );
}

/** A green, red or plain box; an error is announced at once, the others politely. */
function NoticeBox({
  kind,
  testId,
  children,
}: {
  kind: 'success' | 'error' | 'info';
  testId: string;
  children: ReactNode;
}): React.JSX.Element {
  return (
    <div
      className={kind === 'info' ? 'notice' : `notice notice--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
