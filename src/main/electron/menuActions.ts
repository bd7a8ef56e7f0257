/**
 * What each menu item does. Every action is guarded: a failure (no display found, the game server busy)
 * is logged and, where the operator needs to know, told in a dialog over the operator window; it never
 * throws into Electron's menu code.
 */
import { BrowserWindow, dialog, shell } from 'electron';
import { errorText, type Log } from '../log';
import type { AppWindows } from './appWindows';
import type { Dialogs } from './dialogs';
import type { GameServerProcess } from './gameServerProcess';
import type { MenuActions } from './menu';

export interface MenuDeps {
  windows: AppWindows;
  server: GameServerProcess;
  dialogs: Dialogs;
  dataDir: string;
  /** Asks when guests are playing, then quits. */
  quit: () => Promise<void>;
  log: Log;
}

/** Runs an action, sync or async, and logs instead of throwing. */
function guarded(name: string, log: Log, action: () => unknown): () => void {
  return () => {
    try {
      const result = action();
      if (result instanceof Promise) {
        result.catch((error: unknown) => log(`Menu "${name}" failed: ${errorText(error)}`));
      }
    } catch (error) {
      log(`Menu "${name}" failed: ${errorText(error)}`);
    }
  };
}

async function showAddresses({ server, dialogs, dataDir }: MenuDeps): Promise<void> {
  const status = await server.status();
  const others = status.candidates
    .filter((c) => c.interfaceName !== status.lan.interfaceName)
    .map((c) => `${c.interfaceName}: ${c.address}`);
  const detail = [
    `Guests join at ${status.joinUrl}`,
    `Network: ${status.lan.interfaceName} (${status.lan.address})`,
    others.length ? `Other networks: ${others.join(', ')} — pick one in the operator panel.` : '',
    'The operator link for a second device (with its key) is in the operator panel.',
    `Data folder: ${dataDir}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  await dialogs.tell({ title: 'Wedding Quiz addresses', detail });
}

async function loadQuiz({ server, dialogs, windows, log }: MenuDeps): Promise<void> {
  const parent = windows.operator();
  const request: Electron.OpenDialogOptions = {
    title: 'Load a quiz',
    properties: ['openFile'],
    filters: [{ name: 'Quiz files', extensions: ['json'] }],
  };
  const { canceled, filePaths } = parent
    ? await dialog.showOpenDialog(parent, request)
    : await dialog.showOpenDialog(request);
  const path = filePaths[0];
  if (canceled || !path) return;
  try {
    await server.loadQuiz(path);
    log(`Loaded the quiz ${path}`);
  } catch (error) {
    await dialogs.tell({ type: 'error', title: 'Could not load the quiz', detail: errorText(error) });
  }
}

async function openDataFolder({ dataDir, dialogs, log }: MenuDeps): Promise<void> {
  const problem = await shell.openPath(dataDir);
  if (!problem) return;
  log(`Could not open ${dataDir}: ${problem}`);
  await dialogs.tell({
    type: 'error',
    title: 'Could not open the data folder',
    detail: `${dataDir}\n\n${problem}`,
  });
}

export function menuActions(deps: MenuDeps): MenuActions {
  const { windows, server, log } = deps;
  const guard = (name: string, action: () => unknown): (() => void) => guarded(name, log, action);
  return {
    toggleFullScreen: guard('Toggle Full Screen', () =>
      windows.toggleFullScreen(BrowserWindow.getFocusedWindow()),
    ),
    moveScreenToNextDisplay: guard('Move Big Screen', () => windows.moveScreenToNextDisplay()),
    hasSeveralDisplays: () => {
      try {
        return windows.hasSeveralDisplays();
      } catch {
        return false;
      }
    },
    showScreen: guard('Show Big Screen', () => windows.showScreen()),
    showOperator: guard('Show Operator Panel', () => windows.showOperator()),
    reload: guard('Reload', () => windows.reloadFocused()),
    openDataFolder: guard('Open Data Folder', () => openDataFolder(deps)),
    loadQuiz: guard('Load Quiz', () => loadQuiz(deps)),
    showAddresses: guard('Show Addresses', () => showAddresses(deps)),
    openGuestPage: guard('Open Guest Page', async () => {
      const info = server.info;
      if (info) await shell.openExternal((await server.status()).joinUrl);
    }),
    quit: guard('Quit', () => deps.quit()),
  };
}
