/**
 * Starting the game server when the app launches: when its data folder looks in use by another Wedding
 * Quiz, the operator may take it over (after a crash or a restart of the laptop, the lock is stale).
 */
import type { Log } from '../log';
import type { GameServerInfo, GameServerStartOptions, LockConflict } from '../gameServerProtocol';
import type { Dialogs, Question } from './dialogs';
import type { GameServerProcess } from './gameServerProcess';

function takeOverQuestion({ file, pid, since }: LockConflict): Question {
  return {
    type: 'warning',
    title: 'The data folder is in use',
    detail:
      `Another Wedding Quiz (process ${pid}, started ${new Date(since).toLocaleString()}) seems to be ` +
      `using the data folder.\n\nLock file: ${file}\n\nIf no other Wedding Quiz is open (the laptop ` +
      'restarted, or the app stopped suddenly), take over: the game carries on where it was saved.',
    confirm: 'Take over',
    cancel: 'Quit',
  };
}

/** Starts the game server, offering to take over a data folder in use. Null: the operator chose to quit. */
export async function startGameServer(
  server: GameServerProcess,
  options: GameServerStartOptions,
  dialogs: Dialogs,
  log: Log,
): Promise<GameServerInfo | null> {
  let result = await server.start(options);
  if (!result.ok && result.lock) {
    log(result.message);
    if (!(await dialogs.ask(takeOverQuestion(result.lock)))) return null;
    log(`Taking over the data folder (lock file ${result.lock.file}).`);
    result = await server.start({ ...options, takeOverLock: true });
  }
  if (!result.ok) throw new Error(result.message);
  return result.info;
}
