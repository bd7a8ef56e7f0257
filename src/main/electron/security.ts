/**
 * What the app's web pages may do: navigate only within their own server (other web pages open in the
 * system browser), open no windows, attach no webviews, use only the few permissions the game needs;
 * and who may receive the operator key through the preload.
 */
import { app, BrowserWindow, ipcMain, session, shell, type WebContents } from 'electron';
import { bridgeFor, navigationDecision, originOf, windowOpenDecision } from '../windows';
import { HOST_BRIDGE_CHANNEL, SHARED_DISPLAY_CHANNEL, type HostBridgeAnswer } from '@shared/ipcChannels';

type Log = (message: string) => void;

/** Permissions the pages may have: fullscreen, copying the operator link, keeping the screen awake, the LAN. */
const ALLOWED_PERMISSIONS = new Set<string>([
  'fullscreen',
  'automatic-fullscreen',
  'clipboard-sanitized-write',
  'screen-wake-lock',
  'local-network-access',
  'local-network',
  'loopback-network',
]);

function openInBrowser(url: string, log: Log): void {
  if (windowOpenDecision(url) !== 'external') return;
  shell.openExternal(url).catch((error: unknown) => {
    log(`Could not open ${url} in the browser: ${error instanceof Error ? error.message : String(error)}`);
  });
}

function guardContents(contents: WebContents, allowedOrigins: readonly string[], log: Log): void {
  // The top frame: the app's pages stay, other web pages go to the system browser, the rest is blocked.
  const onNavigate = (event: { url: string; preventDefault: () => void }): void => {
    const decision = navigationDecision(event.url, allowedOrigins);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') openInBrowser(event.url, log);
    else log(`Blocked a navigation to ${event.url}`);
  };
  contents.on('will-navigate', onNavigate);
  contents.on('will-redirect', (event) => {
    if (event.isMainFrame) onNavigate(event);
    else if (navigationDecision(event.url, allowedOrigins) !== 'allow') event.preventDefault();
  });
  // Frames inside a page may show the app's own pages only.
  contents.on('will-frame-navigate', (event) => {
    if (event.isMainFrame) return;
    if (navigationDecision(event.url, allowedOrigins) === 'allow') return;
    event.preventDefault();
    log(`Blocked a frame navigation to ${event.url}`);
  });
  contents.setWindowOpenHandler(({ url }) => {
    openInBrowser(url, log);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Applies the navigation and permission rules to every page the app will ever create. Call before any window. */
export function hardenWebContents(allowedOrigins: readonly string[], log: Log): void {
  app.on('web-contents-created', (_event, contents) => guardContents(contents, allowedOrigins, log));

  const allowed = (origin: string | null, permission: string): boolean =>
    origin !== null && allowedOrigins.includes(origin) && ALLOWED_PERMISSIONS.has(permission);
  session.defaultSession.setPermissionRequestHandler((contents, permission, callback, details) => {
    callback(allowed(originOf(details.requestingUrl || contents.getURL()), permission));
  });
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    allowed(originOf(requestingOrigin), permission),
  );
}

/**
 * Answers the preload's request for the host bridge: the operator key goes only to the top frame of the
 * operator window showing the app's own server; the big screen learns only that it is in the desktop app.
 */
export function serveHostBridge(options: {
  operatorKey: string;
  /** Where the windows load their pages from; the preload exposes the bridge only there. */
  pageOrigin: string;
  allowedOrigins: readonly string[];
  roleOf: (window: BrowserWindow | null) => 'operator' | 'screen' | null;
  /** Whether the big screen shares the operator window's display right now. */
  sharesDisplay: () => boolean;
  log: Log;
}): void {
  // Only the operator window asks; anyone else is told "shared", the answer that hides the code.
  ipcMain.on(SHARED_DISPLAY_CHANNEL, (event) => {
    const operator = options.roleOf(BrowserWindow.fromWebContents(event.sender)) === 'operator';
    event.returnValue = operator ? options.sharesDisplay() : true;
  });
  ipcMain.on(HOST_BRIDGE_CHANNEL, (event) => {
    const frame = event.senderFrame;
    const grant =
      frame === null
        ? null
        : bridgeFor(
            {
              url: frame.url,
              isMainFrame: frame.parent === null,
              role: options.roleOf(BrowserWindow.fromWebContents(event.sender)),
            },
            options.allowedOrigins,
          );
    if (grant === null) options.log(`Refused the host bridge to ${frame?.url ?? 'a closed frame'}`);
    const answer: HostBridgeAnswer | null =
      grant === null
        ? null
        : grant === 'operator'
          ? { operatorKey: options.operatorKey, isDesktop: true, origin: options.pageOrigin }
          : { isDesktop: true, origin: options.pageOrigin };
    event.returnValue = answer;
  });
}
