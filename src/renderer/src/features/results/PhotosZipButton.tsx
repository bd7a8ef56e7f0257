import { useState } from 'react';
import { errorMessage } from '../../net/api';
import { saveBlob } from '../../net/download';
import { useBusy } from '../../net/useBusy';
import { useOperatorApi } from '../operator/operatorContext';

interface Props {
  /** A game's id, or `current`. */
  gameId: string;
  /** "Photos (ZIP)" in the keepsake's toolbar; the operator's panel may say more. */
  label: string;
  /** Said when the download fails for a reason the server did not word (the page's own catalog). */
  failed: string;
  /** The button's name when its text alone does not say which game (the games list). */
  ariaLabel?: string;
}

/** Downloads the game's photos on the wall as one ZIP (issue 31); shown only where there are photos. */
export function PhotosZipButton({ gameId, label, failed, ariaLabel }: Props): React.JSX.Element {
  const api = useOperatorApi();
  const { busy, whileBusy } = useBusy();
  const [problem, setProblem] = useState<string | null>(null);
  const download = (): Promise<void> =>
    whileBusy(async () => {
      setProblem(null);
      try {
        const { blob, filename } = await api.fetchPhotosZip(gameId);
        saveBlob(blob, filename);
      } catch (error) {
        setProblem(errorMessage(error, failed));
      }
    });
  return (
    <>
      <button
        className={ariaLabel ? 'button button--small' : 'button'}
        type="button"
        disabled={busy}
        onClick={() => void download()}
        aria-label={ariaLabel}
      >
        {label}
      </button>
      {problem && (
        <span className="results-toolbar__problem" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}
