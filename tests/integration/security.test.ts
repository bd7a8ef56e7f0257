/**
 * Security headers and the Origin/Host checks, through the real server: every response carries a
 * strict Content-Security-Policy and X-Frame-Options; sockets and the operator API refuse pages of
 * other origins (another port on the same laptop included) and DNS-rebinding host names.
 */
import { createHash, randomBytes } from 'node:crypto';
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

/** A plain HTTP request with exactly these headers (fetch would not send a made-up Host). */
function send(
  t: TestServer,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const cspHash = (text: string): string => ` 'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSP sources a page's inline scripts (not its JSON data) and style sheets need. */
function inlineHashes(html: string): { scripts: string; styles: string } {
  const scripts = [
    ...html.matchAll(/<script(?![^>]*(?:\bsrc=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g),
  ];
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
  return {
    scripts: scripts.map((m) => cspHash(m[1] ?? '')).join(''),
    styles: styles.map((m) => cspHash(m[1] ?? '')).join(''),
  };
}

const get = (t: TestServer, path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  send(t, 'GET', path, headers);

/** A legitimate polling handshake (no Origin, as a Node client): the new socket's sid. */
async function pollingSid(t: TestServer): Promise<string> {
  const res = await get(t, '/socket.io/?EIO=4&transport=polling');
  expect(res.status).toBe(200);
  expect(res.body.startsWith('0{')).toBe(true);
  return (JSON.parse(res.body.slice(1)) as { sid: string }).sid;
}

/**
 * Whether a polling client sending exactly these headers gets connected as a screen, by raw requests:
 * the Node Socket.IO client cannot send a made-up Host over polling.
 */
async function pollingConnects(t: TestServer, headers: Record<string, string>): Promise<boolean> {
  const handshake = await get(t, '/socket.io/?EIO=4&transport=polling', headers);
  if (handshake.status !== 200) return false;
  const { sid } = JSON.parse(handshake.body.slice(1)) as { sid: string };
  const path = `/socket.io/?EIO=4&transport=polling&sid=${encodeURIComponent(sid)}`;
  const connect = await send(
    t,
    'POST',
    path,
    { ...headers, 'content-type': 'text/plain' },
    '40{"role":"screen"}',
  );
  if (connect.status !== 200) return false;
  const poll = await get(t, path, headers);
  return poll.status === 200 && poll.body.includes('40{"sid"');
}

/** A WebSocket upgrade request on `path`: the status it was answered with (101 when upgraded). */
function upgrade(t: TestServer, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, {
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      resolve(101);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
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
  it('every page and API answer has a strict CSP and refuses to be framed', async () => {
    const t = await resources.server();
    const paths = ['/', '/screen', '/debug', '/results', '/api/quiz', '/healthz', '/nope'];
    for (const path of paths) {
      const res = await get(t, path, { authorization: `Bearer ${OPERATOR_KEY}` });
      expect(res.status, path).toBe(path === '/nope' ? 404 : 200);
      const csp = String(res.headers['content-security-policy']);
      // The phone's pre-rendered page (issue 25) allows its own inline style and script by their hashes.
      const inline = path === '/' ? inlineHashes(res.body) : { scripts: '', styles: '' };
      expect(csp, path).toBe(
        `default-src 'self'; script-src 'self'${inline.scripts}; style-src 'self'${inline.styles}; ` +
          "img-src 'self' data: blob:; " +
          "font-src 'self' data:; media-src 'self' data: blob:; " +
          `connect-src 'self' ws://${hostOf(t)} wss://${hostOf(t)}; ` +
          "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('no-referrer');
    }
  });

  it('a hashed script is never sniffed as something else, and carries no document-only header', async () => {
    const t = await resources.server();
    const html = (await get(t, '/')).body;
    const asset = /src="\.?(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await get(t, asset!);
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script is not a document: a policy, framing or referrer header on it would be bytes for nothing.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('the built pages have no inline script or style for the CSP to block', async () => {
    const t = await resources.server();
    const page = (await get(t, '/screen')).body;
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    // The phone's page: its one style sheet and one script inline, each allowed by its hash, and the
    // boot data as JSON (never run); no style or event attribute, which no hash could allow.
    const phone = await get(t, '/');
    const csp = String(phone.headers['content-security-policy']);
    const { scripts, styles } = inlineHashes(phone.body);
    expect(scripts.trim().split(' ')).toHaveLength(1);
    expect(styles.trim().split(' ')).toHaveLength(1);
    expect(csp).toContain(`script-src 'self'${scripts};`);
    expect(csp).toContain(`style-src 'self'${styles};`);
    expect(phone.body).not.toMatch(/\sstyle=|\son[a-z]+=/i);
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
      const byName = `localhost:${t.server.port}`;
      const asByName = { origin: `http://${byName}`, host: byName };
      expect(
        transport === 'polling' ? await pollingConnects(t, asByName) : await connects(t, transport, asByName),
      ).toBe(true);
      // The same machine under another name than the request's Host is not the same origin.
      expect(await connects(t, transport, { origin: `http://${byName}` })).toBe(false);
      expect(await connects(t, transport, {})).toBe(true);
    },
  );

  it('a DNS-rebinding host name is refused, with one log line', async () => {
    const lines: string[] = [];
    const t = await resources.server({ log: (line) => lines.push(line) });
    const evil = `evil.example:${t.server.port}`;
    expect(await connects(t, 'websocket', { host: evil })).toBe(false);
    expect(await pollingConnects(t, { host: evil, origin: `http://${evil}` })).toBe(false);
    // Two refusals, one line: refusals anyone can cause are logged at most once a minute (issue 28).
    const refusals = lines.filter((l) => l.startsWith('Refused a socket connection'));
    expect(refusals).toHaveLength(1);
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

describe('sockets: phones behind a port-forward or under a local name', () => {
  it.each(['192.168.1.5:8080', 'laptop.lan:8080', 'my-mac.local', '[fe80::1]:8080'])(
    'a page loaded as http://%s connects, and its CSP allows its sockets',
    async (host) => {
      const t = await resources.server();
      expect(await connects(t, 'websocket', { host, origin: `http://${host}` })).toBe(true);
      expect(await pollingConnects(t, { host, origin: `http://${host}` })).toBe(true);
      const csp = String((await get(t, '/', { host })).headers['content-security-policy']);
      if (host.startsWith('[')) expect(csp).toContain("connect-src 'self';");
      else expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host};`);
      expect((await get(t, '/api/quiz', { host, origin: `http://${host}` })).status).toBe(401);
    },
  );

  it('a web site is still refused on such an address', async () => {
    const t = await resources.server();
    expect(await connects(t, 'polling', { host: '192.168.1.5:8080', origin: 'http://evil.example' })).toBe(
      false,
    );
    expect(await connects(t, 'websocket', { host: '192.168.1.5:8080', origin: 'http://evil.example' })).toBe(
      false,
    );
  });
});

describe('sockets: every engine.io request is checked, not only the handshake', () => {
  it('JSONP polling is refused (a <script src> on any page could read the sid)', async () => {
    const lines: string[] = [];
    const t = await resources.server({ log: (line) => lines.push(line) });
    for (const origin of [undefined, t.url]) {
      const res = await get(t, '/socket.io/?EIO=4&transport=polling&j=0', origin ? { origin } : {});
      expect(res.status).toBe(403);
      expect(res.body).not.toContain('___eio');
      expect(res.body).not.toContain('sid');
    }
    const refusals = lines.filter((l) => l.startsWith('Refused a socket connection'));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain('JSONP');
  });

  it('a sid used by a page of another origin is refused, and that socket does not become a screen', async () => {
    const lines: string[] = [];
    const t = await resources.server({ log: (line) => lines.push(line) });
    const sid = await pollingSid(t);
    const path = `/socket.io/?EIO=4&transport=polling&sid=${encodeURIComponent(sid)}`;
    const connectScreen = '40{"role":"screen"}';
    const text = { 'content-type': 'text/plain;charset=UTF-8' };

    const evil = await send(t, 'POST', path, { ...text, origin: 'http://evil.example' }, connectScreen);
    expect(evil.status).toBe(403);
    const jsonp = await send(
      t,
      'POST',
      `${path}&j=0`,
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      `d=${encodeURIComponent(connectScreen)}`,
    );
    expect(jsonp.status).toBe(403);
    const rebound = await send(
      t,
      'POST',
      path,
      { ...text, host: `evil.example:${t.server.port}` },
      connectScreen,
    );
    expect(rebound.status).toBe(403);
    expect(lines.filter((l) => l.startsWith('Refused a socket connection'))).toHaveLength(1);

    // The socket is still only handshaken: a poll has nothing to say...
    const poll = get(t, path);
    const early = await Promise.race([
      poll,
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 1_000)),
    ]);
    expect(early).toBe('waiting');
    // ...until its own client connects it (which shows the poll would have seen a screen's events).
    const own = await send(t, 'POST', path, text, connectScreen);
    expect(own).toMatchObject({ status: 200, body: 'ok' });
    const events = await poll;
    expect(events.status).toBe(200);
    expect(events.body).toContain('40{"sid"');
  });

  it('a WebSocket upgrade of an existing sid from a page of another origin is refused', async () => {
    const lines: string[] = [];
    const t = await resources.server({ log: (line) => lines.push(line) });
    const sid = await pollingSid(t);
    const path = `/socket.io/?EIO=4&transport=websocket&sid=${encodeURIComponent(sid)}`;
    expect(await upgrade(t, path, { origin: 'http://evil.example' })).toBe(403);
    expect(await upgrade(t, path, { origin: `http://127.0.0.1:${otherPort(t)}` })).toBe(403);
    expect(await upgrade(t, path, { host: `evil.example:${t.server.port}` })).toBe(403);
    expect(lines.filter((l) => l.startsWith('Refused a socket connection'))).toHaveLength(1);
    // The same sid, from the app itself, upgrades.
    expect(await upgrade(t, path, { origin: t.url })).toBe(101);
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
    const byName = `localhost:${t.server.port}`;
    expect((await get(t, '/api/quiz', { ...auth, origin: `http://${byName}`, host: byName })).status).toBe(
      200,
    );
    expect((await get(t, '/api/quiz', auth)).status).toBe(200);
    expect((await get(t, '/api/quiz', { origin: t.url })).status).toBe(401);
  });
});
