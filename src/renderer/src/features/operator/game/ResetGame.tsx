import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';

/** The seed's question, word for word. */
export const RESET_QUESTION = 'Are you sure you want to reset the gamestate?';

interface Props {
  onReset: () => void;
  offline: boolean;
}

/** Reset Game, asked in the page with what a reset does (the old game is kept, see Games & results). */
export function ResetGame({ onReset, offline }: Props): React.JSX.Element {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        className="button button--danger"
        type="button"
        onClick={() => setAsking(true)}
        disabled={offline}
      >
        Reset Game
      </button>
      <ConfirmDialog
        open={asking}
        title={RESET_QUESTION}
        confirmLabel="Yes, reset the game"
        onConfirm={() => {
          setAsking(false);
          onReset();
        }}
        onCancel={() => setAsking(false)}
        testId="reset-dialog"
      >
        <p>Every guest goes back to the join form, and all scores start again from zero.</p>
        <p>The quiz stays as it is: the game starts again in the lobby.</p>
        <p>
          This game is not lost: its results stay under <strong>Games &amp; results</strong>.
        </p>
      </ConfirmDialog>
    </>
  );
}
