import { tableName } from '../../../game/nameGate';
import type { Handlers } from '../dispatcher';

/** The operator moves a guest to another table (or side): their points count for it from the next question. */
export const moveGuest: Handlers['moveGuest'] = async (context, { playerId, team }) => {
  const result = await context.session.command({ type: 'moveTeam', playerId, team });
  if (!result.ok) context.refuse(result.msg);
};

/** A table's name for this game (the quiz keeps its own), by the name rules; null: back to the quiz's. */
export const renameTeam: Handlers['renameTeam'] = async (context, { team, name: raw }) => {
  const name = raw === null ? null : tableName(raw);
  if (name && !name.ok) return context.refuse(name.msg);
  const result = await context.session.command({ type: 'renameTeam', team, name: name && name.name });
  if (!result.ok) context.refuse(result.msg);
};

/** The autopilot on or off, live; times not given stay as they are. */
export const setAutopilot: Handlers['setAutopilot'] = async (context, payload) => {
  const current = context.session.current.pacing.autopilot;
  const settings = {
    enabled: payload.enabled,
    revealSeconds: payload.revealSeconds ?? current.revealSeconds,
    leaderboardSeconds: payload.leaderboardSeconds ?? current.leaderboardSeconds,
  };
  const result = await context.session.command({ type: 'autopilot', settings });
  if (!result.ok) context.refuse(result.msg);
};

/** A break between two questions, with its message for every screen; null ends it. */
export const setBreak: Handlers['setBreak'] = async (context, { message }) => {
  const result = await context.session.command({ type: 'break', message });
  if (!result.ok) context.refuse(result.msg);
};

/** The big screen's (and the operator panel's) language; null: back to the quiz's. Kept across a reset. */
export const setDisplayLanguage: Handlers['setDisplayLanguage'] = async (context, { language }) => {
  const result = await context.session.command({ type: 'displayLanguage', language });
  if (!result.ok) context.refuse(result.msg);
};

/** The big screen's volumes, mute and "quiet" (the whole settings each time). Kept across a reset. */
export const setSound: Handlers['setSound'] = async (context, settings) => {
  const result = await context.session.command({ type: 'sound', settings });
  if (!result.ok) context.refuse(result.msg);
};
