import { useState } from 'react';
import { errorMessage } from '../../net/api';
import { saveBlob } from '../../net/download';
import { useBusy } from '../../net/useBusy';

interface Props {
  /** Asks the server for the file (with the operator key). */
  fetchFile: () => Promise<{ blob: Blob; filename: string }>;
  label: string;
  /** Said when the download fails for a reason the server did not word. */
  failed: string;
  /** The button's name when its text alone does not say which game (the games list, a small button). */
  ariaLabel?: string;
}

/** One of a game's keepsake files (a CSV, the photos' ZIP): downloaded, or why not said beside it. */
export function DownloadButton({ fetchFile, label, failed, ariaLabel }: Props): React.JSX.Element {
  const { busy, whileBusy } = useBusy();
  const [problem, setProblem] = useState<string | null>(null);
  const download = (): Promise<void> =>
    whileBusy(async () => {
      setProblem(null);
      try {
        const { blob, filename } = await fetchFile();
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
