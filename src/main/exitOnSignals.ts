/**
 * How the headless processes end (`npm run serve`, and the desktop app's game-server process): on
 * SIGINT, SIGTERM or another reason the caller reports, the game is saved once, then the process exits
 * (with 1 when saving failed). Never imports 'electron'.
 */
import { errorText, type Log } from './log';

/** Stops on SIGINT and SIGTERM; returns the same "stop, then exit" for the caller's other reasons. */
export function exitOnSignals(stop: () => Promise<void>, log: Log): (why: string) => void {
  let stopping = false;
  const stopAndExit = (why: string): void => {
    if (stopping) return;
    stopping = true;
    log(`${why}: stopping, saving the game…`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`Stopping failed: ${errorText(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stopAndExit('SIGINT'));
  process.on('SIGTERM', () => stopAndExit('SIGTERM'));
  return stopAndExit;
}
