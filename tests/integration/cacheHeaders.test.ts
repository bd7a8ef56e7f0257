/**
 * Caching of the web app (issue 18): hashed files are kept a year without asking again, the HTML is
 * asked again each time and answered 304 when unchanged, so a guest's reload downloads next to nothing.
 */
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A revalidation as a browser sends it. (fetch() cannot: a request with If-None-Match gets
 * `Cache-Control: no-cache` added by the Fetch standard, which tells the server to send it all again.)
 */
function revalidate(url: string, etag: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    get(url, { headers: { 'if-none-match': etag } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    }).on('error', fail);
  });
}

describe('HTTP caching of the web app', () => {
  let t: TestServer;
  let html: string;
  beforeAll(async () => {
    t = await startTestServer();
    // The phone's page has its style sheet inline (issue 25); the other pages name it.
    html = (await (await fetch(`${t.url}/`)).text()) + (await (await fetch(`${t.url}/screen`)).text());
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('keeps every hashed file of the page for a year, unasked', async () => {
    const files = [...html.matchAll(/(?:src|href)="\.?(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(files.some((f) => f.endsWith('.css'))).toBe(true);
    for (const file of files) {
      const res = await fetch(`${t.url}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe(IMMUTABLE);
    }
  });

  it('has the HTML revalidated each time, and answers 304 when it has not changed', async () => {
    for (const path of ['/', '/screen', '/index.html']) {
      const first = await fetch(`${t.url}${path}`);
      expect(first.headers.get('cache-control'), path).toBe('no-cache');
      const etag = first.headers.get('etag');
      expect(etag, path).toBeTruthy();
      const again = await revalidate(`${t.url}${path}`, etag!);
      expect(again.status, path).toBe(304);
      expect(again.body, path).toBe('');
    }
  });

  it('sends the HTML again, whole, once it has changed', async () => {
    const res = await revalidate(`${t.url}/`, 'W/"an-older-build"');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });
});
