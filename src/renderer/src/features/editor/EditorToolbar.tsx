import { useRef } from 'react';
import { HiddenFileInput } from './fields/HiddenFileInput';

interface Props {
  editable: boolean;
  dirty: boolean;
  saving: boolean;
  transferring: boolean;
  onDiscard: () => void;
  onImport: (file: File) => void;
  onExport: () => void;
}

/** Save and discard the form; import and export the whole quiz as one file. */
export function EditorToolbar({
  editable,
  dirty,
  saving,
  transferring,
  onDiscard,
  onImport,
  onExport,
}: Props): React.JSX.Element {
  const picker = useRef<HTMLInputElement>(null);
  const chooseImport = (): void => {
    if (
      dirty &&
      !window.confirm('Importing replaces the whole quiz, and your unsaved changes are lost. Import?')
    )
      return;
    picker.current?.click();
  };
  return (
    <div className="editor-toolbar">
      <p className={`editor-toolbar__status${dirty ? ' editor-toolbar__status--dirty' : ''}`} role="status">
        {!editable ? 'Read only' : dirty ? 'Unsaved changes' : 'All changes saved'}
      </p>
      <div className="editor-toolbar__buttons">
        <button className="button" type="button" onClick={onDiscard} disabled={!editable || !dirty || saving}>
          Discard changes
        </button>
        <button className="button button--primary" type="submit" disabled={!editable || saving}>
          {saving ? 'Saving…' : 'Save quiz'}
        </button>
        <span className="editor-toolbar__divider" aria-hidden="true" />
        <button className="button" type="button" onClick={chooseImport} disabled={!editable || transferring}>
          Import…
        </button>
        <button
          className="button"
          type="button"
          onClick={onExport}
          disabled={transferring}
          title={dirty ? 'Exports the saved quiz: save first to include your changes' : undefined}
        >
          Export
        </button>
        <HiddenFileInput
          inputRef={picker}
          accept=".json,application/json"
          testId="quiz-import-file"
          onFile={onImport}
        />
      </div>
    </div>
  );
}
