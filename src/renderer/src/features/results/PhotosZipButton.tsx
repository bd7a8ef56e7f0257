import { useOperatorApi } from '../operator/operatorContext';
import { DownloadButton } from './DownloadButton';

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
export function PhotosZipButton({ gameId, ...words }: Props): React.JSX.Element {
  const api = useOperatorApi();
  return <DownloadButton fetchFile={() => api.fetchPhotosZip(gameId)} {...words} />;
}
