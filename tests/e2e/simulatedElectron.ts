/**
 * A simulated Electron for the desktop main process's tests: windows, displays, dialogs, menus, IPC and
 * the game server's utility process (a real Node child process running the built out/main/gameServer.js).
 * It checks the glue (what src/main/*.ts asks of Electron), not Electron itself.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

export interface FakeEvent {
  defaultPrevented: boolean;
  preventDefault: () => void;
  [key: string]: unknown;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

function createSimulation() {
  type Listener = (...args: never[]) => unknown;
  class Emitter {
    readonly listeners = new Map<string, { fn: Listener; once: boolean }[]>();
    on(event: string, fn: Listener): this {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), { fn, once: false }]);
      return this;
    }
    once(event: string, fn: Listener): this {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), { fn, once: true }]);
      return this;
    }
    off(event: string, fn: Listener): this {
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((l) => l.fn !== fn),
      );
      return this;
    }
    emit(event: string, ...args: unknown[]): boolean {
      const list = this.listeners.get(event) ?? [];
      this.listeners.set(
        event,
        list.filter((l) => !l.once),
      );
      for (const l of list) (l.fn as (...a: unknown[]) => unknown)(...args);
      return list.length > 0;
    }
  }
  const event = (fields: Record<string, unknown> = {}): FakeEvent => {
    const e: FakeEvent = {
      ...fields,
      defaultPrevented: false,
      preventDefault: () => {
        e.defaultPrevented = true;
      },
    };
    return e;
  };

  const display = (id: number, x: number, width: number, height: number, internal: boolean) => ({
    id,
    bounds: { x, y: 0, width, height },
    workArea: { x, y: 25, width, height: height - 25 },
    internal,
  });
  const laptop = display(1, 0, 1440, 900, true);
  const projector = display(2, 1440, 1920, 1080, false);

  const state = {
    displays: [laptop, projector],
    primaryId: 1,
    windows: [] as FakeWindow[],
    focused: null as FakeWindow | null,
    /** Every message box shown: its options and the window it belongs to (null: none). */
    dialogs: [] as { options: { title?: string; detail?: string; buttons?: string[] }; parent: unknown }[],
    /** The answers the operator gives, in order (button index); with none queued, the cancel button. */
    dialogAnswers: [] as number[],
    /** A dialog held open until the test answers it (to show the game goes on meanwhile). */
    holdDialogs: false,
    heldDialogs: [] as ((response: number) => void)[],
    syncDialogs: 0,
    /** The game-server processes started, newest last. */
    children: [] as ChildProcess[],
    errors: [] as string[],
    external: [] as string[],
    ipc: new Map<string, (e: FakeEvent) => void>(),
    menuTemplate: [] as { label?: string; submenu?: { label?: string; click?: () => void }[] }[],
    permissionRequest: null as
      | null
      | ((
          wc: unknown,
          permission: string,
          cb: (ok: boolean) => void,
          details: { requestingUrl: string },
        ) => void),
    paths: new Map<string, string>(),
    quitted: false,
    exitCode: null as number | null,
    beforeQuitPrevented: 0,
    blocker: false,
  };

  let nextId = 1;
  class FakeWebContents extends Emitter {
    readonly id = nextId++;
    url = '';
    reloads = 0;
    windowOpenHandler: ((d: { url: string }) => { action: string }) | null = null;
    getURL(): string {
      return this.url;
    }
    reload(): void {
      this.reloads += 1;
    }
    crashes = 0;
    forcefullyCrashRenderer(): void {
      this.crashes += 1;
      this.emit('render-process-gone', event(), { reason: 'killed', exitCode: 9 });
    }
    setWindowOpenHandler(handler: (d: { url: string }) => { action: string }): void {
      this.windowOpenHandler = handler;
    }
  }

  const centre = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
  const displayOf = (r: Rect) => {
    const c = centre(r);
    return (
      state.displays.find(
        (d) =>
          c.x >= d.bounds.x &&
          c.x < d.bounds.x + d.bounds.width &&
          c.y >= d.bounds.y &&
          c.y < d.bounds.y + d.bounds.height,
      ) ?? state.displays[0]!
    );
  };

  class FakeWindow extends Emitter {
    static getFocusedWindow(): FakeWindow | null {
      return state.focused;
    }
    static fromWebContents(contents: unknown): FakeWindow | null {
      return state.windows.find((w) => w.webContents === contents) ?? null;
    }
    static getAllWindows(): FakeWindow[] {
      return state.windows.filter((w) => !w.destroyed);
    }
    readonly webContents = new FakeWebContents();
    bounds: Rect;
    fullScreen = false;
    visible = false;
    destroyed = false;
    statuses: number[] = [];
    constructor(readonly options: Record<string, unknown> & Rect) {
      super();
      this.bounds = { x: options.x, y: options.y, width: options.width, height: options.height };
      state.windows.push(this);
      app.emit('web-contents-created', event(), this.webContents);
    }
    async loadURL(url: string): Promise<void> {
      this.webContents.url = url;
      const response = await fetch(url);
      this.statuses.push(response.status);
      setTimeout(() => this.emit('ready-to-show'), 5);
    }
    show(): void {
      this.visible = true;
    }
    isVisible(): boolean {
      return this.visible && !this.destroyed;
    }
    focus(): void {
      state.focused = this;
    }
    isMinimized(): boolean {
      return false;
    }
    restore(): void {}
    isDestroyed(): boolean {
      return this.destroyed;
    }
    isFullScreen(): boolean {
      return this.fullScreen;
    }
    setFullScreen(on: boolean): void {
      const was = this.fullScreen;
      this.fullScreen = on;
      if (on) this.bounds = { ...displayOf(this.bounds).bounds };
      if (was && !on) setTimeout(() => this.emit('leave-full-screen'), 5);
    }
    setBounds(bounds: Rect): void {
      this.bounds = { ...bounds };
    }
    getBounds(): Rect {
      return { ...this.bounds };
    }
    close(): void {
      const e = event();
      this.emit('close', e);
      if (e.defaultPrevented) return;
      this.destroyed = true;
      if (state.focused === this) state.focused = null;
      this.emit('closed');
      if (FakeWindow.getAllWindows().length === 0) app.emit('window-all-closed');
    }
  }

  class FakeApp extends Emitter {
    isPackaged = false;
    name = 'Wedding Quiz';
    getPath(name: string): string {
      const path = state.paths.get(name);
      if (!path) throw new Error(`no ${name} path in the simulation`);
      return path;
    }
    setPath(name: string, value: string): void {
      state.paths.set(name, value);
    }
    getAppPath(): string {
      return ROOT;
    }
    setAppUserModelId(): void {}
    enableSandbox(): void {}
    requestSingleInstanceLock(): boolean {
      return true;
    }
    whenReady(): Promise<void> {
      return Promise.resolve();
    }
    quit(): void {
      const e = event();
      this.emit('before-quit', e);
      if (e.defaultPrevented) {
        state.beforeQuitPrevented += 1;
        return;
      }
      for (const w of FakeWindow.getAllWindows()) w.close();
      if (FakeWindow.getAllWindows().length > 0) return;
      this.emit('will-quit', event());
      state.quitted = true;
    }
    exit(code: number): void {
      state.exitCode = code;
    }
  }
  const app = new FakeApp();
  const screen = new Emitter() as Emitter & {
    getAllDisplays: () => unknown[];
    getPrimaryDisplay: () => unknown;
  };
  screen.getAllDisplays = () => state.displays;
  screen.getPrimaryDisplay = () => state.displays.find((d) => d.id === state.primaryId) ?? state.displays[0];

  /**
   * Electron's utilityProcess, as a Node child process. The main process asks for gameServer.js beside
   * itself; run from the sources (as here) that is src/main/gameServer.js, so the built one is used.
   */
  const utilityProcess = {
    fork: (modulePath: string, _args: string[] = [], options: { env?: NodeJS.ProcessEnv } = {}) => {
      const built = existsSync(modulePath)
        ? modulePath
        : join(ROOT, 'out/main', relative(join(ROOT, 'src/main'), modulePath));
      if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first.`);
      const child = fork(built, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: options.env });
      state.children.push(child);
      return {
        get pid() {
          return child.pid;
        },
        on: (name: string, fn: (...args: unknown[]) => void) => {
          child.on(name === 'exit' ? 'exit' : name, fn);
        },
        once: (name: string, fn: (...args: unknown[]) => void) => {
          child.once(name, fn);
        },
        postMessage: (message: unknown) => {
          if (child.connected) child.send(message as object);
        },
        kill: () => child.kill('SIGTERM'),
      };
    },
  };

  const electronModule = {
    app,
    utilityProcess,
    BrowserWindow: FakeWindow,
    screen,
    dialog: {
      // A synchronous dialog would stall the main process (and once, the game): counted, must stay 0.
      showMessageBoxSync: () => {
        state.syncDialogs += 1;
        return 1;
      },
      showMessageBox: (...args: unknown[]) => {
        const options = args[args.length - 1] as (typeof state.dialogs)[number]['options'] & {
          cancelId?: number;
        };
        state.dialogs.push({ options, parent: args.length > 1 ? args[0] : null });
        if (state.holdDialogs) {
          return new Promise<{ response: number }>((done) =>
            state.heldDialogs.push((response) => done({ response })),
          );
        }
        return Promise.resolve({ response: state.dialogAnswers.shift() ?? options.cancelId ?? 0 });
      },
      showErrorBox: (title: string, content: string) => state.errors.push(`${title}: ${content}`),
      showOpenDialog: () => Promise.resolve({ canceled: true, filePaths: [] }),
    },
    ipcMain: {
      on: (channel: string, fn: (e: FakeEvent) => void) => state.ipc.set(channel, fn),
    },
    Menu: {
      buildFromTemplate: (template: typeof state.menuTemplate) => ({ template }),
      setApplicationMenu: (menu: { template: typeof state.menuTemplate }) => {
        state.menuTemplate = menu.template;
      },
    },
    powerSaveBlocker: {
      start: () => {
        state.blocker = true;
        return 7;
      },
      isStarted: () => state.blocker,
      stop: () => {
        state.blocker = false;
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: typeof state.permissionRequest) => {
          state.permissionRequest = h;
        },
        setPermissionCheckHandler: () => undefined,
      },
    },
    shell: {
      openExternal: (url: string) => {
        state.external.push(url);
        return Promise.resolve();
      },
      openPath: () => Promise.resolve(''),
    },
  };
  return { state, event, electronModule, laptop, projector, FakeWindow };
}

export const sim = createSimulation();
export type Simulation = typeof sim;
