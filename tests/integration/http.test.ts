import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('HTTP: the web app, its routes and limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('serves the single-page app on every route, fresh', async () => {
    for (const route of ['/', '/screen', '/debug', '/resetgs', '/bgm', '/results', '/cards']) {
      const res = await fetch(`${t.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('answers health checks', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(await res.json()).toEqual({ ok: true, state: 0, questionNumber: 0, players: 0 });
  });

  it('compresses the web app and caches hashed assets for good', async () => {
    const html = await (await fetch(`${t.url}/`)).text();
    const script = /src="\.?(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${t.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('lists no directories and hides what is not the app', async () => {
    for (const path of ['/assets/', '/assets', '/media/', '/../package.json', '/journal.jsonl', '/nope']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it('refuses oversized requests with a short answer', async () => {
    const res = await fetch(`${t.url}/api/quiz`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: 'Bearer test-operator-key' },
      body: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { msg: string }).msg).toBe('That file is too large.');
  });

  it('answers an unknown Content-Encoding with 415, saying so (issue 11 §18)', async () => {
    for (const [path, method, type] of [
      ['/api/quiz', 'PUT', 'application/json'],
      ['/api/quiz/import', 'POST', 'application/json'],
      ['/api/media', 'POST', 'image/png'],
      ['/api/media/sound', 'POST', 'audio/mpeg'],
    ] as const) {
      const res = await fetch(`${t.url}${path}`, {
        method,
        headers: {
          'content-type': type,
          'content-encoding': 'snappy',
          authorization: 'Bearer test-operator-key',
        },
        body: '{"a":1}',
      });
      expect(res.status, path).toBe(415);
      expect(((await res.json()) as { msg: string }).msg, path).toMatch(
        /Content-Encoding "snappy".*not supported/,
      );
    }
  });

  it('answers a malformed address with 400, saying so (issue 11 §18)', async () => {
    for (const path of [
      '/%E0%A4%A',
      '/media/%E0%A4%A',
      '/assets/%ZZ.js',
      '/screen%E0',
      '/api/games/%E0%A4%A/results',
    ]) {
      const res = await fetch(`${t.url}${path}`, { headers: { authorization: 'Bearer test-operator-key' } });
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toMatch(/Bad request: the address is malformed/);
    }
    // Well-formed escapes are answered as before.
    expect((await fetch(`${t.url}/nope%20here`)).status).toBe(404);
    expect((await fetch(`${t.url}/screen?name=%E0%A4%A`)).status).toBe(200);
  });
});
