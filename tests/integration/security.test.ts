/**
 * Security headers and the Origin/Host checks, through the real server: every response carries a
 * strict Content-Security-Policy and X-Frame-Options; sockets and the operator API refuse pages of
 * other origins (another port on the same laptop included) and DNS-rebinding host names.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { OPERATOR_KEY, useTestResources, type TestServer } from './harness';

const resources = useTestResources();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A plain HTTP GET with exactly these headers (fetch would not send a made-up Host). */
function get(t: TestServer, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a Socket.IO client sending these headers gets connected. */
function connects(
  t: TestServer,
  transport: 'websocket' | 'polling',
  extraHeaders: Record<string, string>,
  auth: Record<string, string> = { role: 'screen' },
): Promise<boolean> {
  const socket = io(t.url, {
    auth,
    transports: [transport],
    extraHeaders,
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
  });
  return new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
  }).finally(() => socket.disconnect());
}

const hostOf = (t: TestServer): string => new URL(t.url).host;
const otherPort = (t: TestServer): number => (t.server.port === 5173 ? 5174 : 5173);

describe('security headers', () => {
  it('every response has a strict CSP and refuses to be framed', async () => {
    const t = await resources.server();
    const html = (await get(t, '/')).body;
    const asset = /src="\.?(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const paths = ['/', '/screen', '/debug', '/results', asset!, '/api/quiz', '/healthz', '/nope'];
    for (const path of paths) {
      const res = await get(t, path, { authorization: `Bearer ${OPERATOR_KEY}` });
      expect(res.status, path).toBe(path === '/nope' ? 404 : 200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, path).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
          "font-src 'self' data:; media-src 'self' data: blob:; " +
          `connect-src 'self' ws://${hostOf(t)} wss://${hostOf(t)}; ` +
          "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('no-referrer');
    }
  });

  it('the built page has no inline script or style for the CSP to block', async () => {
    const t = await resources.server();
    const html = (await get(t, '/')).body;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  });

  it("a page asked for under someone else's name gets no socket sources in its CSP", async () => {
    const t = await resources.server();
    const res = await get(t, '/', { host: `evil.example:${t.server.port}` });
    expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
    expect(res.headers['content-security-policy']).not.toContain('evil');
  });
});

describe('sockets: only the app itself may connect', () => {
  it.each(['websocket', 'polling'] as const)(
    '%s: a page on another port of this laptop is refused, the app and Node clients connect',
    async (transport) => {
      const t = await resources.server();
      const foreign = `http://127.0.0.1:${otherPort(t)}`;
      expect(await connects(t, transport, { origin: foreign })).toBe(false);
      expect(await connects(t, transport, { origin: foreign }, { operatorKey: OPERATOR_KEY })).toBe(false);
      expect(await connects(t, transport, { origin: 'http://evil.example' }, {})).toBe(false);
      expect(await connects(t, transport, { origin: t.url })).toBe(true);
      expect(await connects(t, transport, { origin: `http://localhost:${t.server.port}` })).toBe(true);
      expect(await connects(t, transport, {})).toBe(true);
    },
  );

  it('a DNS-rebinding host name is refused, with one log line', async () => {
    const lines: string[] = [];
    const t = await resources.server({ log: (line) => lines.push(line) });
    const evil = `evil.example:${t.server.port}`;
    expect(await connects(t, 'websocket', { host: evil })).toBe(false);
    expect(await connects(t, 'polling', { host: evil, origin: `http://${evil}` })).toBe(false);
    const refusals = lines.filter((l) => l.startsWith('Refused a socket connection'));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toContain('evil.example');
  });

  it("trusts the dev server's origin when told to", async () => {
    const t = await resources.server({ trustedOrigins: ['http://localhost:5173'] });
    expect(await connects(t, 'websocket', { origin: 'http://localhost:5173', host: 'localhost:5173' })).toBe(
      true,
    );
    expect(await connects(t, 'websocket', { origin: 'http://localhost:5174' })).toBe(false);
  });
});

describe('operator API: only the app itself may call it', () => {
  const auth = { authorization: `Bearer ${OPERATOR_KEY}` };

  it('a foreign Origin gets 403 even with the right key', async () => {
    const t = await resources.server();
    for (const origin of [`http://127.0.0.1:${otherPort(t)}`, 'http://evil.example', 'null']) {
      const res = await get(t, '/api/quiz', { ...auth, origin });
      expect(res.status, origin).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ msg: 'This page is not part of the quiz app.' });
    }
  });

  it('a foreign Host gets 403 even with the right key', async () => {
    const t = await resources.server();
    const res = await get(t, '/api/quiz', { ...auth, host: `evil.example:${t.server.port}` });
    expect(res.status).toBe(403);
  });

  it('the refusal comes before the key check', async () => {
    const t = await resources.server();
    const res = await get(t, '/api/quiz', { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
  });

  it('the app itself and clients without an Origin get through with the key', async () => {
    const t = await resources.server();
    expect((await get(t, '/api/quiz', { ...auth, origin: t.url })).status).toBe(200);
    expect((await get(t, '/api/quiz', { ...auth, origin: `http://localhost:${t.server.port}` })).status).toBe(
      200,
    );
    expect((await get(t, '/api/quiz', auth)).status).toBe(200);
    expect((await get(t, '/api/quiz', { origin: t.url })).status).toBe(401);
  });
});
