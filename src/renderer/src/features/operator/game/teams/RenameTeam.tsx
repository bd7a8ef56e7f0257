import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_LIMITS } from '@shared/model/teams';

interface Props {
  /** "Table 7": what is being renamed, for the field's label. */
  what: string;
  number: number;
  name: string | null;
  onSave: (team: number, name: string | null) => void;
  onClose: () => void;
  offline: boolean;
}

/** A table's new name for this game; empty goes back to the name in the quiz. */
export function RenameTeam({ what, number, name, onSave, onClose, offline }: Props): React.JSX.Element {
  const [draft, setDraft] = useState(name ?? '');
  const { t } = useTranslation('operator');
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const trimmed = draft.trim();
    if (trimmed !== (name ?? '')) onSave(number, trimmed === '' ? null : trimmed);
    onClose();
  };
  const id = `rename-team-${number}`;
  return (
    <form className="rename-team" onSubmit={submit}>
      <label className="field__label" htmlFor={id}>
        {t('teams.newName', { team: what })}
      </label>
      <div className="rename-team__row">
        <input
          id={id}
          className="team-input"
          type="text"
          maxLength={TEAM_LIMITS.tableNameChars}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onClose()}
          autoFocus
        />
        <button className="button button--small" type="submit" disabled={offline}>
          {t('save')}
        </button>
        <button className="button button--small button--ghost" type="button" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
      <span className="field__hint">{t('teams.renameHint')}</span>
    </form>
  );
}
