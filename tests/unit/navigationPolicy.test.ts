import { describe, expect, it } from 'vitest';
import {
  bridgeFor,
  hostBridgeAnswer,
  navigationDecision,
  originOf,
  pageOriginFor,
  permissionAllowed,
  windowOpenDecision,
} from '../../src/main/electron/common/navigationPolicy';

describe('what the windows may show', () => {
  const origins = ['http://127.0.0.1:3000'];

  it('keeps the server pages inside the app', () => {
    expect(navigationDecision('http://127.0.0.1:3000/screen', origins)).toBe('allow');
    expect(navigationDecision('http://127.0.0.1:3000/debug#key=abc', origins)).toBe('allow');
  });

  it('sends other web pages to the system browser', () => {
    expect(navigationDecision('https://music.example.com/playlist', origins)).toBe('external');
    expect(navigationDecision('http://127.0.0.1:3001/', origins)).toBe('external');
    expect(navigationDecision('http://192.168.1.23:3000/', origins)).toBe('external');
  });

  it('blocks everything that is not a web page', () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,hi',
      'about:blank',
      'not a url',
    ]) {
      expect(navigationDecision(url, origins)).toBe('block');
      expect(windowOpenDecision(url)).toBe('block');
    }
    expect(originOf('smb://server/share')).toBeNull();
  });

  it('opens new windows in the system browser only', () => {
    expect(windowOpenDecision('https://music.example.com/')).toBe('external');
    expect(windowOpenDecision('http://127.0.0.1:3000/bgm')).toBe('external');
  });

  it("gives the operator key to the operator window's own pages only, never to the big screen", () => {
    const ok = { url: 'http://127.0.0.1:3000/debug', isMainFrame: true, role: 'operator' as const };
    expect(bridgeFor(ok, origins)).toBe('operator');
    expect(bridgeFor({ ...ok, url: 'http://127.0.0.1:3000/resetgs' }, origins)).toBe('operator');
    // The big screen shows names typed by guests: it learns it is in the app, never the key.
    expect(bridgeFor({ ...ok, role: 'screen', url: 'http://127.0.0.1:3000/screen' }, origins)).toBe(
      'desktop',
    );
    expect(bridgeFor({ ...ok, role: 'screen' }, origins)).toBe('desktop');
    expect(bridgeFor({ ...ok, role: null }, origins)).toBeNull();
    expect(bridgeFor({ ...ok, isMainFrame: false }, origins)).toBeNull();
    expect(bridgeFor({ ...ok, url: 'https://evil.example/debug' }, origins)).toBeNull();
    expect(bridgeFor({ ...ok, url: 'file:///tmp/x.html' }, origins)).toBeNull();
    expect(bridgeFor({ ...ok, url: 'http://127.0.0.1:3001/debug' }, origins)).toBeNull();
  });

  it('answers a preload whose first page is still committing (no URL yet) in its own window only', () => {
    const committing = { url: '', isMainFrame: true, role: 'operator' as const };
    expect(bridgeFor(committing, origins)).toBe('operator');
    expect(bridgeFor({ ...committing, url: 'about:blank' }, origins)).toBe('operator');
    expect(bridgeFor({ ...committing, role: 'screen' }, origins)).toBe('desktop');
    expect(bridgeFor({ ...committing, role: null }, origins)).toBeNull();
    expect(bridgeFor({ ...committing, isMainFrame: false }, origins)).toBeNull();
  });
});

describe('what the preload is told, which permissions a page gets, where the pages come from', () => {
  const origins = ['http://127.0.0.1:3000'];

  it('the operator key goes with the operator grant only', () => {
    const key = 'operator-key-123';
    expect(hostBridgeAnswer('operator', key, origins[0]!)).toEqual({
      operatorKey: key,
      isDesktop: true,
      origin: origins[0],
    });
    expect(hostBridgeAnswer('desktop', key, origins[0]!)).toEqual({ isDesktop: true, origin: origins[0] });
    expect(hostBridgeAnswer(null, key, origins[0]!)).toBeNull();
  });

  it('grants the few permissions the game needs, to its own pages only', () => {
    expect(permissionAllowed('http://127.0.0.1:3000', 'fullscreen', origins)).toBe(true);
    expect(permissionAllowed('http://127.0.0.1:3000', 'clipboard-sanitized-write', origins)).toBe(true);
    expect(permissionAllowed('http://127.0.0.1:3000', 'media', origins)).toBe(false);
    expect(permissionAllowed('https://example.com', 'fullscreen', origins)).toBe(false);
    expect(permissionAllowed(null, 'fullscreen', origins)).toBe(false);
  });

  it('loads the pages over loopback when the server listens there, else at its address, or from Vite', () => {
    const server = { localUrl: 'http://127.0.0.1:3000', baseUrl: 'http://192.168.1.20:3000' };
    expect(pageOriginFor(server, undefined, null)).toBe('http://127.0.0.1:3000');
    expect(pageOriginFor(server, '0.0.0.0', null)).toBe('http://127.0.0.1:3000');
    expect(pageOriginFor(server, '::', null)).toBe('http://127.0.0.1:3000');
    expect(pageOriginFor(server, '192.168.1.20', null)).toBe('http://192.168.1.20:3000');
    expect(pageOriginFor(server, undefined, 'http://localhost:5173')).toBe('http://localhost:5173');
  });
});
