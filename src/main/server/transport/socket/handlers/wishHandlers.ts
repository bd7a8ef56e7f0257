import { checkWish } from '../../../game/wishText';
import type { Handlers } from '../dispatcher';

/**
 * A guest's message to the couple: checked, journaled, and only then acknowledged to the guest's own
 * sockets (with the text as kept). One at a time per guest, one a second, whatever their connections.
 */
export const leaveWish: Handlers['leaveWish'] = async (context, { text: raw }) => {
  const { socket, session } = context;
  const playerId = socket.data.playerId;
  if (playerId === null) return context.refuse('Please join the game first.', 'notJoined');
  const now = session.now();
  const wish = checkWish(raw);
  if (!wish.ok) return context.refuse(wish.msg, 'wishInvalid', { problem: wish.problem });
  if (!context.wishPace.take(playerId, now)) {
    context.warnOnce('wishBurst', 'sent leaveWish too often');
    return context.refuse('One moment please, then send again.', 'wishTooFast');
  }
  let result;
  try {
    result = await session.command({ type: 'wish', playerId, text: wish.text });
  } finally {
    context.wishPace.release(playerId, result?.ok ? now : null);
  }
  if (!result.ok) {
    if (result.code !== 'superseded') context.refuse(result.msg, result.code, result.params);
    return;
  }
  context.broadcaster.wished(playerId, { text: wish.text });
};

/** The operator hides a wish from the big screen and the keepsake, or shows it again. */
export const hideWish: Handlers['hideWish'] = async (context, { playerId, hidden }) => {
  const result = await context.session.command({ type: 'hideWish', playerId, hidden });
  if (!result.ok) context.refuse(result.msg);
};

/** The operator starts or stops the wishes' slideshow on the big screen (once the podium is done). */
export const wishSlideshow: Handlers['wishSlideshow'] = async (context, { on }) => {
  const result = await context.session.command({ type: 'wishSlideshow', on });
  if (!result.ok) context.refuse(result.msg);
};
