/**
 * Pure navigation policy for the desktop app's windows: which page origin they load, where a navigation
 * may go, which permissions a page gets, and which frame may receive the host bridge (the operator key).
 * Never imports 'electron', so it runs under vitest; `../navigationGuard.ts` and `../hostBridge.ts`
 * apply it.
 */
import type { HostBridgeAnswer } from '@shared/model/ipcChannels';

/** The origin (scheme://host:port) of a URL, or null for URLs without one (about:, data:, garbage). */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export type NavigationDecision = 'allow' | 'external' | 'block';

/**
 * Where a navigation of one of the app's windows may go: its own server's pages stay in the window;
 * other web pages (a music link, a help page) open in the system browser; anything else is blocked.
 */
export function navigationDecision(url: string, allowedOrigins: readonly string[]): NavigationDecision {
  const origin = originOf(url);
  if (origin === null) return 'block';
  return allowedOrigins.includes(origin) ? 'allow' : 'external';
}

/** A new window asked for by a page (target=_blank, window.open): never inside the app. */
export function windowOpenDecision(url: string): 'external' | 'block' {
  return originOf(url) === null ? 'block' : 'external';
}

export interface IpcSender {
  /** The frame's URL when the message was sent ('' while its first page is still committing). */
  url: string;
  /** True for a window's top frame; iframes never get the bridge. */
  isMainFrame: boolean;
  /** Which of the app's windows sent it; null for any other. */
  role: 'operator' | 'screen' | null;
}

/**
 * What the preload of a frame may receive: the operator window's top frame gets the operator key; the
 * big screen's only learns it is inside the desktop app (it shows names typed by guests, so it must never
 * hold the key); anything else gets nothing. A preload asks while its page is being committed, when
 * Electron may still report the frame without a URL (or at the initial about:blank); that only happens
 * on a window's first load, which the app itself pointed at its server, so it is accepted, and the
 * preload checks the page's origin itself before exposing anything.
 */
export function bridgeFor(
  sender: IpcSender,
  allowedOrigins: readonly string[],
): 'operator' | 'desktop' | null {
  if (sender.role === null || !sender.isMainFrame) return null;
  const own =
    sender.url === '' || sender.url === 'about:blank' || allowedOrigins.includes(originOf(sender.url) ?? '');
  if (!own) return null;
  return sender.role === 'operator' ? 'operator' : 'desktop';
}

/** What the main process answers the preload for a grant of `bridgeFor`: the key for the operator only. */
export function hostBridgeAnswer(
  grant: 'operator' | 'desktop' | null,
  operatorKey: string,
  pageOrigin: string,
): HostBridgeAnswer | null {
  if (grant === null) return null;
  return grant === 'operator'
    ? { operatorKey, isDesktop: true, origin: pageOrigin }
    : { isDesktop: true, origin: pageOrigin };
}

/** Permissions the pages may have: fullscreen, copying the operator link, keeping the screen awake, the LAN. */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set([
  'fullscreen',
  'automatic-fullscreen',
  'clipboard-sanitized-write',
  'screen-wake-lock',
  'local-network-access',
  'local-network',
  'loopback-network',
]);

/** Whether a page on `origin` may have `permission`: only the app's own pages, only the few above. */
export function permissionAllowed(
  origin: string | null,
  permission: string,
  allowedOrigins: readonly string[],
): boolean {
  return origin !== null && allowedOrigins.includes(origin) && ALLOWED_PERMISSIONS.has(permission);
}

/** Addresses a server listening on is also reachable on over loopback. */
const LOOPBACK_REACHABLE_HOSTS = ['0.0.0.0', '::', '127.0.0.1', 'localhost', '::1'];

/**
 * Where the windows load their pages from: Vite's dev server in development; else the game server, over
 * loopback when it listens there (the default: every interface), else at its LAN address.
 */
export function pageOriginFor(
  server: { localUrl: string; baseUrl: string },
  host: string | undefined,
  devOrigin: string | null,
): string {
  const reachableOnLoopback = LOOPBACK_REACHABLE_HOSTS.includes(host ?? '0.0.0.0');
  const serverBase = reachableOnLoopback ? server.localUrl : server.baseUrl;
  return devOrigin ?? originOf(serverBase) ?? serverBase;
}
