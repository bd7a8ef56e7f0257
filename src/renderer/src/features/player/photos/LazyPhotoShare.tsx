import { lazy, Suspense } from 'react';
import { photoShareOpen } from '@shared/model/photos';
import type { GameSocket } from '../../../net/socket';
import { usePhotoFeed } from './photoFeed';

// Loaded once the server lets guests share photos: the join form's first load does not carry it.
const PhotoShare = lazy(() => import('./PhotoShare').then((m) => ({ default: m.PhotoShare })));

interface Props {
  socket: GameSocket | null;
  /** The game's step, as the phone shows it. */
  state: number;
  /** The guest has joined (a phone that only watches the podium has no photos to share). */
  joined: boolean;
}

/** "Share a photo" under the phone's card, from the lobby to the end, while the operator allows it. */
export function LazyPhotoShare({ socket, state, joined }: Props): React.JSX.Element | null {
  const { rules, mine } = usePhotoFeed();
  // Sharing paused: a guest who has photos still sees them, and may delete one.
  if (!socket || !joined || !rules || (!rules.on && mine.length === 0)) return null;
  return (
    <Suspense fallback={null}>
      <PhotoShare socket={socket} rules={rules} mine={mine} hidden={!photoShareOpen(state)} />
    </Suspense>
  );
}
