/**
 * Headless entry: the same game server as the desktop app, in plain Node. Never imports 'electron'.
 */
import { join } from 'node:path';
import { Route } from '@shared/model/routes';
import { parseServeArgs, SERVE_USAGE } from './cli';
import { exitOnSignals } from './exitOnSignals';
import { applyHeapSettings } from './heapSettings';
import { errorText } from './log';
import { serverStartOptions } from './serverOptions';
import { defaultDataDir } from './server/storage/dataDir';
import { startServer } from './server/index';

async function main(): Promise<void> {
  let args;
  try {
    args = parseServeArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${errorText(error)}\n\n${SERVE_USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(SERVE_USAGE);
    return;
  }
  const dataDir = args.dataDir ?? defaultDataDir();
  applyHeapSettings();
  const server = await startServer({
    ...serverStartOptions(args),
    dataDir,
    staticDir: join(__dirname, '../renderer'),
  });

  exitOnSignals(() => server.close(), console.log);

  console.log(`Wedding Quiz is running (data: ${dataDir})
  Guests join at:   ${server.joinUrl()}
  Big screen:       ${server.baseUrl()}${Route.screen}
  Operator panel:   ${server.operatorLink()}
  Press Ctrl+C to stop.`);
}

main().catch((error: unknown) => {
  console.error(errorText(error));
  process.exit(1);
});
