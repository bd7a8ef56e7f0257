/** What the photo wall's integration tests share (issue 31): uploads as a phone sends them, and a game. */
import { request } from 'node:http';
import { expect } from 'vitest';
import type { OperatorView } from '@shared/index';
import type { PhotoUploadReply } from '@shared/wire/photoSchemas';
import { connectOperator, joinPlayer, type TestClient, type TestServer } from './harness';

export const NO_WAIT = { enabled: true, approve: true, intervalSeconds: 0, perGuest: 20, albumLimitMb: 2048 };

export const operatorPhotos = (view: unknown) => (view as OperatorView).photos;

export interface UploadReply {
  status: number;
  reply: PhotoUploadReply;
  retryAfter: string | null;
}

/** `POST /photo-upload` with `token` (none: no Authorization), `body` as a phone sends it. */
export async function upload(
  t: Pick<TestServer, 'url'>,
  token: string | null,
  body: Buffer | Uint8Array,
  headers: Record<string, string> = {},
): Promise<UploadReply> {
  const response = await fetch(`${t.url}/photo-upload`, {
    method: 'POST',
    headers: {
      'Content-Type': 'image/jpeg',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: new Uint8Array(body),
  });
  return {
    status: response.status,
    reply: (await response.json()) as PhotoUploadReply,
    retryAfter: response.headers.get('retry-after'),
  };
}

/**
 * An upload whose body comes when the test says: it declares `declaredBytes` (as every phone does) and
 * sends what `send` is given. `reply` resolves with the server's answer, whenever it comes.
 */
export function heldUpload(
  t: Pick<TestServer, 'url'>,
  token: string,
  declaredBytes: number,
): {
  send: (bytes: Uint8Array) => void;
  abort: () => void;
  reply: Promise<{ status: number; body: string }>;
} {
  const url = new URL(`${t.url}/photo-upload`);
  const req = request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Length': String(declaredBytes) },
  });
  const reply = new Promise<{ status: number; body: string }>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // Cut off or closed by the server: status 0 (never a rejection nobody waits for).
    req.on('error', (error) => resolve({ status: 0, body: String(error) }));
  });
  req.flushHeaders();
  return { send: (bytes) => void req.write(bytes), abort: () => req.destroy(), reply };
}

/**
 * The guest's upload is taken (its next try hears "still on its way"). The probe declares a photo too
 * large and sends nothing: refused before anything is read or counted, it never takes a place itself.
 */
export async function untilTaken(t: Pick<TestServer, 'url'>, token: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const probe = heldUpload(t, token, 16 * 1024 * 1024);
        return (await probe.reply).status;
      },
      { timeout: 5_000 },
    )
    .toBe(429);
}

/** A server with the photo settings given, its operator, and two guests. */
export async function photoGame(
  server: () => Promise<TestServer>,
  track: <T extends TestClient>(client: T) => T,
  settings = NO_WAIT,
) {
  const t = await server();
  const operator = track(await connectOperator(t.url));
  await operator.next('updateState');
  operator.emit('setPhotos', settings);
  await operator.next('updateState', (v) => operatorPhotos(v).settings.perGuest === settings.perGuest);
  const ann = await joinPlayer(t.url, 'Ann');
  const bob = await joinPlayer(t.url, 'Bob');
  track(ann.client);
  track(bob.client);
  return { t, operator, ann, bob };
}
