import { ServerEvent, teamOf, usernameOf } from '@shared/index';
import type { Handlers } from '../dispatcher';

/** A guest joins: one join at a time per connection, acknowledged only once it is on disk. */
export const joinGame: Handlers['joinGame'] = async (context, payload) => {
  const { socket, session, broadcaster } = context;
  const current = socket.data.playerId && session.current.playerById(socket.data.playerId);
  if (current) return context.refuse(`You have already joined as ${current.name}.`);
  // A burst of joins must not create a crowd of players.
  if (socket.data.joining) {
    context.warnOnce('joinBurst', 'sent joinGame again while joining');
    return context.refuse('Joining... one moment please.');
  }
  socket.data.joining = true;
  let result;
  try {
    const team = teamOf(payload);
    result = await session.join(usernameOf(payload), {
      address: socket.data.address,
      ...(team !== undefined ? { team } : {}),
    });
  } finally {
    socket.data.joining = false;
  }
  // A join overtaken by a new game is answered by that game's views, not by an error.
  if (!result.ok)
    return result.code === 'superseded' ? undefined : context.refuse(result.msg, result.code, result.params);
  if (!socket.connected) return;
  broadcaster.bind(socket, result.playerId);
  socket.emit(ServerEvent.joinedGame, { username: result.name, token: result.token });
  broadcaster.sendView(socket);
};

/** An answer: acknowledged to all the guest's tabs once it is on disk. */
export const answer: Handlers['answer'] = async (context, { questionNo, answer: choice }) => {
  const { socket, session } = context;
  const playerId = socket.data.playerId;
  if (playerId === null) {
    socket.emit(ServerEvent.answerRejected, {
      questionNo,
      code: 'notJoined',
      msg: 'Please join the game first.',
    });
    return;
  }
  const result = await session.answer(playerId, questionNo, choice);
  if (result.ok) context.broadcaster.answered(playerId, { questionNo, answer: choice });
  else if (result.code !== 'superseded') {
    socket.emit(ServerEvent.answerRejected, {
      questionNo,
      code: result.code,
      msg: result.msg,
      ...(result.params && { params: result.params }),
    });
  }
};
