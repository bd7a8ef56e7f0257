import { lazy, Suspense } from 'react';
import type { GameSocket } from '../../../net/socket';

// The guestbook is loaded only when a phone offers it (after the podium, on a break): the join form's
// first load does not carry it.
const Guestbook = lazy(() => import('./Guestbook').then((m) => ({ default: m.Guestbook })));

interface Props {
  socket: GameSocket | null;
  /** The guest's wish as the server has it (null: none yet); undefined while wishes are closed. */
  myWish: string | null | undefined;
  couple: string | null;
}

/** "Leave a message for the couple", when the server's view says the guest may write one. */
export function LazyGuestbook({ socket, myWish, couple }: Props): React.JSX.Element | null {
  if (myWish === undefined || !socket) return null;
  return (
    <Suspense fallback={null}>
      <Guestbook socket={socket} myWish={myWish} couple={couple} />
    </Suspense>
  );
}
