import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkName, normalizeName } from '@shared/model/names';
import type { OperatorPlayer } from '@shared/wire/payloads';
import { ConfirmDialog } from '../../ConfirmDialog';
import { Isolated } from '../../Isolated';

interface Props {
  /** The guest being renamed; null: the dialog is closed. */
  player: OperatorPlayer | null;
  onRename: (playerId: string, name: string) => void;
  /** Renamed or cancelled. */
  onClose: () => void;
}

/** Issue 18: a new name for a guest, by the join form's rules (the server has the last word, the filter too). */
export function RenameDialog({ player, onRename, onClose }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const confirm = (): void => {
    if (!player) return;
    if (checkName(draft) !== null) return setInvalid(true);
    onRename(player.id, normalizeName(draft));
    close();
  };
  const close = (): void => {
    setDraft('');
    setInvalid(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={player !== null}
      title={
        <Isolated sentence={(mark) => t('names.renameQuestion', { name: mark })} value={player?.name ?? ''} />
      }
      confirmLabel={t('names.rename')}
      onConfirm={confirm}
      onCancel={close}
      testId="rename-dialog"
    >
      <div className="field rename-form">
        <label className="field__label" htmlFor="rename-player">
          {t('names.newName')}
        </label>
        <input
          id="rename-player"
          className="text-input"
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'rename-player-error' : undefined}
          autoComplete="off"
        />
        {invalid && (
          <p className="form-error" id="rename-player-error" role="alert">
            {t('names.renameInvalid')}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
