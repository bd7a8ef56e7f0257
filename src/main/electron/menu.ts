/**
 * The application menu: fullscreen, moving the big screen, showing the windows, the data folder,
 * quitting. On macOS the app's own menu comes first, as the platform expects.
 */
import { app, Menu, type MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  toggleFullScreen: () => void;
  moveScreenToNextDisplay: () => void;
  /** Enables "Move big screen to the other display". */
  hasSeveralDisplays: () => boolean;
  showScreen: () => void;
  showOperator: () => void;
  reload: () => void;
  openDataFolder: () => void;
  /** Picks a quiz file and loads it into a game that has not started. */
  loadQuiz: () => void;
  showAddresses: () => void;
  openGuestPage: () => void;
  /** Asks when a game is on, then quits. */
  quit: () => void;
}

type Item = MenuItemConstructorOptions;

/** macOS only: the app's own menu, first, as the platform expects. */
function appMenu(quitItem: Item): Item {
  return {
    label: app.name,
    submenu: [
      { role: 'about' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      quitItem,
    ],
  };
}

function fileMenu(actions: MenuActions, quitItem: Item | null): Item {
  return {
    label: 'File',
    submenu: [
      { label: 'Load Quiz…', accelerator: 'CmdOrCtrl+O', click: () => actions.loadQuiz() },
      { label: 'Open Data Folder', click: () => actions.openDataFolder() },
      { label: 'Show Addresses…', click: () => actions.showAddresses() },
      { label: 'Open Guest Page in Browser', click: () => actions.openGuestPage() },
      ...(quitItem ? [{ type: 'separator' } as const, quitItem] : []),
    ],
  };
}

/** Copy and paste in the operator panel's text fields need these roles on macOS. */
const EDIT_MENU: Item = {
  label: 'Edit',
  submenu: [
    { role: 'undo' },
    { role: 'redo' },
    { type: 'separator' },
    { role: 'cut' },
    { role: 'copy' },
    { role: 'paste' },
    { role: 'selectAll' },
  ],
};

function viewMenu(actions: MenuActions, mac: boolean, devTools: boolean): Item {
  return {
    label: 'View',
    submenu: [
      {
        label: 'Toggle Full Screen',
        // F11 is handled in each window (before-input-event), so it works with the menu bar hidden
        // and never toggles twice; macOS also gets its usual shortcut.
        accelerator: mac ? 'Ctrl+Command+F' : 'F11',
        registerAccelerator: mac,
        click: () => actions.toggleFullScreen(),
      },
      {
        label: 'Move Big Screen to the Other Display',
        accelerator: 'CmdOrCtrl+Shift+M',
        enabled: actions.hasSeveralDisplays(),
        click: () => actions.moveScreenToNextDisplay(),
      },
      { type: 'separator' },
      { label: 'Show Big Screen', click: () => actions.showScreen() },
      { label: 'Show Operator Panel', click: () => actions.showOperator() },
      { type: 'separator' },
      { label: 'Reload', accelerator: 'CmdOrCtrl+R', click: () => actions.reload() },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      ...(devTools ? [{ type: 'separator' } as const, { role: 'toggleDevTools' } as const] : []),
    ],
  };
}

function windowMenu(mac: boolean): Item {
  return {
    role: 'window',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, { role: 'close' }, { type: 'separator' }, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  };
}

export function buildMenu(
  actions: MenuActions,
  platform: NodeJS.Platform = process.platform,
  /** Developer tools in development only: a packaged app does not offer them. */
  devTools = !app.isPackaged,
): Menu {
  const mac = platform === 'darwin';
  const quitItem: Item = {
    label: mac ? `Quit ${app.name}` : 'Quit',
    accelerator: 'CmdOrCtrl+Q',
    click: () => actions.quit(),
  };
  return Menu.buildFromTemplate([
    ...(mac ? [appMenu(quitItem)] : []),
    // On macOS Quit is in the app's menu; elsewhere at the end of File.
    fileMenu(actions, mac ? null : quitItem),
    EDIT_MENU,
    viewMenu(actions, mac, devTools),
    windowMenu(mac),
  ]);
}
