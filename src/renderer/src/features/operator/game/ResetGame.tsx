import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog';
import { Isolated } from '../Isolated';

interface Props {
  onReset: () => void;
  offline: boolean;
}

/** Reset Game, asked in the page with what a reset does (the old game is kept, see Games & results). */
export function ResetGame({ onReset, offline }: Props): React.JSX.Element {
  const [asking, setAsking] = useState(false);
  const { t } = useTranslation('operator');
  return (
    <>
      <button
        className="button button--danger"
        type="button"
        onClick={() => setAsking(true)}
        disabled={offline}
      >
        {t('reset.button')}
      </button>
      <ConfirmDialog
        open={asking}
        // The seed's question, word for word in English.
        title={t('reset.question')}
        confirmLabel={t('reset.confirm')}
        onConfirm={() => {
          setAsking(false);
          onReset();
        }}
        onCancel={() => setAsking(false)}
        testId="reset-dialog"
      >
        <p>{t('reset.guests')}</p>
        <p>{t('reset.quiz')}</p>
        <p>
          <Isolated
            sentence={(place) => t('reset.kept', { place })}
            value={<strong>{t('tabs.games')}</strong>}
          />
        </p>
      </ConfirmDialog>
    </>
  );
}
