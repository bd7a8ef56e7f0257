import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('editor');
  const picker = useRef<HTMLInputElement>(null);
  const chooseImport = (): void => {
    if (dirty && !window.confirm(t('toolbar.confirmImport'))) return;
    picker.current?.click();
  };
  return (
    <div className="editor-toolbar">
      <p className={`editor-toolbar__status${dirty ? ' editor-toolbar__status--dirty' : ''}`} role="status">
        {t(!editable ? 'toolbar.readOnly' : dirty ? 'toolbar.unsaved' : 'toolbar.allSaved')}
      </p>
      <div className="editor-toolbar__buttons">
        <button className="button" type="button" onClick={onDiscard} disabled={!editable || !dirty || saving}>
          {t('toolbar.discard')}
        </button>
        <button className="button button--primary" type="submit" disabled={!editable || saving}>
          {t(saving ? 'toolbar.saving' : 'toolbar.save')}
        </button>
        <span className="editor-toolbar__divider" aria-hidden="true" />
        <button className="button" type="button" onClick={chooseImport} disabled={!editable || transferring}>
          {t('toolbar.import')}
        </button>
        <button
          className="button"
          type="button"
          onClick={onExport}
          disabled={transferring}
          title={dirty ? t('toolbar.exportSavedOnly') : undefined}
        >
          {t('toolbar.export')}
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
