/**
 * Applies the navigation policy (./common/navigationPolicy) to every page the app creates: navigate only
 * within their own server (other web pages open in the system browser), open no windows, attach no
 * webviews, use only the few permissions the game needs.
 */
import { app, session, shell, type WebContents } from 'electron';
import { errorText, type Log } from '../log';
import {
  navigationDecision,
  originOf,
  permissionAllowed,
  windowOpenDecision,
} from './common/navigationPolicy';

function openInBrowser(url: string, log: Log): void {
  if (windowOpenDecision(url) !== 'external') return;
  shell.openExternal(url).catch((error: unknown) => {
    log(`Could not open ${url} in the browser: ${errorText(error)}`);
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
  session.defaultSession.setPermissionRequestHandler((contents, permission, callback, details) => {
    const origin = originOf(details.requestingUrl || contents.getURL());
    callback(permissionAllowed(origin, permission, allowedOrigins));
  });
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    permissionAllowed(originOf(requestingOrigin), permission, allowedOrigins),
  );
}
