import { errorText } from '@shared/model/errorText';
import type { ServerState } from '@shared/index';
import type { Handlers } from '../dispatcher';

/** "Next State": a `from` that is not the current state is a double click or a race, ignored quietly. */
export const nextState: Handlers['nextState'] = async (context, payload) => {
  const result = await context.session.operatorNext(payload?.from as ServerState | undefined);
  if (!result.ok && result.code !== 'staleStep') context.refuse(result.msg);
};

/**
 * The reset names the game the sender saw: a stale click (a page left open, a reload, a restored tab)
 * never wipes a newer game. When the archive cannot be made, the game goes on.
 */
export const reset: Handlers['reset'] = async (context, { gameId }) => {
  let result;
  try {
    result = await context.session.resetGame(gameId);
  } catch (error) {
    const why = errorText(error);
    context.log(`The reset failed, the current game goes on: ${why}`);
    return context.refuse(`The game could not be reset: ${why}. The current game goes on, nothing was lost.`);
  }
  if (!result.ok) return context.refuse(result.msg);
  context.log('The game was reset by the operator; the old game is archived.');
};

/**
 * "Remove" and "Remove and block": block keeps out the address the guest is on now (or joined from);
 * never this computer's own (a trusted address is not known here).
 */
export const kick: Handlers['kick'] = async (context, { playerId, block }) => {
  const { session, broadcaster } = context;
  const address = block
    ? (broadcaster.players
        .of(playerId)
        .map((s) => s.data.address)
        .find((a) => a !== undefined) ?? session.current.addressOf(playerId))
    : undefined;
  const result = await session.command({
    type: 'kick',
    playerId,
    ...(address !== undefined ? { block: true, address } : {}),
  });
  if (!result.ok) return context.refuse(result.msg);
  if (address !== undefined)
    context.log(`Player ${playerId} was removed; ${address} may not join this game any more.`);
  else if (block)
    context.refuse('Removed, but not blocked: they joined from this computer, which is never blocked.');
};

export const pause: Handlers['pause'] = async (context) => {
  const result = await context.session.command({ type: 'pause' });
  if (!result.ok) context.refuse(result.msg);
};

export const resume: Handlers['resume'] = async (context) => {
  const result = await context.session.command({ type: 'resume' });
  if (!result.ok) context.refuse(result.msg);
};

/** Timings and the player cap. */
export const configure: Handlers['configure'] = async (context, { maxPlayers, ...timings }) => {
  const result = await context.session.command({
    type: 'config',
    timings,
    ...(maxPlayers !== undefined ? { maxPlayers } : {}),
  });
  if (!result.ok) return context.refuse(result.msg);
  if (maxPlayers !== undefined) context.log(`The operator set the player limit to ${maxPlayers}.`);
};

/** The network guests join on: every screen redraws its QR code. */
export const chooseInterface: Handlers['chooseInterface'] = (context, { interfaceName }) => {
  if (!context.chooseInterface(interfaceName)) return context.refuse('There is no such network interface.');
  context.broadcaster.networkChanged(true);
};
