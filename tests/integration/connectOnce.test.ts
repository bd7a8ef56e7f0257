/**
 * A socket connected twice must not break its own connection: the phone's early socket (opened while the
 * page loads) is connected again when the app takes it over. Socket.IO's `connect()` sends the
 * namespace's CONNECT a second time if the link is up but the server's answer is still on its way, and
 * the server then closes the connection; the phone lost its first connection and waited for the next
 * (a browser test saw "WebSocket is closed before the connection is established"). `connectOnce` is what
 * the app calls.
 */
import { io } from 'socket.io-client';
import { expect, test } from 'vitest';
import { connectOnce } from '../../src/renderer/src/net/socket';
import { useTestResources, type ClientSocket } from './harness';

const { server } = useTestResources();

/** Connects, then connects again in the moment the link is up and the namespace's answer is not. */
async function connectTwiceInTheGap(url: string, connect: (socket: ClientSocket) => void): Promise<string[]> {
  const socket: ClientSocket = io(url, { autoConnect: false, reconnection: false, forceNew: true });
  const events: string[] = [];
  socket.io.on('open', () => {
    events.push('link up');
    connect(socket);
  });
  socket.on('connect', () => events.push('connect'));
  socket.on('disconnect', (reason) => events.push(`disconnect: ${reason}`));
  connect(socket);
  await new Promise((done) => setTimeout(done, 500));
  const seen = [...events];
  socket.close();
  return seen;
}

test('connectOnce leaves a socket that is on its way alone: one connection, kept', async () => {
  const srv = await server();
  expect(await connectTwiceInTheGap(srv.url, connectOnce)).toEqual(['link up', 'connect']);
});

test("Socket.IO's connect() in that gap breaks the connection (why connectOnce exists)", async () => {
  const srv = await server();
  const events = await connectTwiceInTheGap(srv.url, (socket) => socket.connect());
  expect(events).toContain('disconnect: transport close');
});
