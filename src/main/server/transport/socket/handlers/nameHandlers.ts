import { offensiveName } from '../../../game/nameGate';
import type { Handlers } from '../dispatcher';

/** Issue 18: the lobby locked and "approve names" (the whole settings each time). "Approve names" is kept across a reset. */
export const setLobby: Handlers['setLobby'] = async (context, settings) => {
  const result = await context.session.command({ type: 'lobby', settings });
  if (!result.ok) context.refuse(result.msg);
  else context.log(`The operator ${settings.locked ? 'locked' : 'opened'} the lobby.`);
};

/** Issue 18: the operator renames a guest, by the same rules as a join (the guest's phone updates). */
export const renamePlayer: Handlers['renamePlayer'] = async (context, { playerId, name }) => {
  const offensive = offensiveName(name);
  if (offensive) return context.refuse(offensive.msg);
  const result = await context.session.command({ type: 'renamePlayer', playerId, name });
  if (!result.ok) context.refuse(result.msg);
};

/** Issue 18: a name waiting for approval goes onto the big screen. */
export const approvePlayer: Handlers['approvePlayer'] = async (context, { playerId }) => {
  const result = await context.session.command({ type: 'approvePlayer', playerId });
  if (!result.ok) context.refuse(result.msg);
};
