/**
 * The protocol table (src/shared/wire/protocol.ts) is the one place an event is described: the names, the
 * operator-only list and the server's handlers follow from it, and the dispatcher applies its rules.
 */
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES, ClientEvent, OPERATOR_EVENTS, SERVER_MESSAGES, ServerEvent } from '@shared/index';
import { type Handlers } from '../../src/main/server/transport/socket/dispatcher';
import { HANDLERS } from '../../src/main/server/transport/socket/handlers';
import { dispatchedSocket, type SocketRole } from '../support/dispatchedSocket';

function dispatched(role: SocketRole, handlers: Partial<Handlers>) {
  const logs: string[] = [];
  const warnings = {
    warnOnce: (_s: unknown, _kind: string, detail: string) => void logs.push(detail),
    forget: () => undefined,
  };
  const socket = dispatchedSocket(role, { id: 's1', handlers, warnings, log: (m) => void logs.push(m) });
  return { socket, logs };
}

describe('the protocol table', () => {
  it('gives the event names, the operator-only list and a handler for every event', () => {
    expect(Object.keys(ClientEvent)).toEqual(Object.keys(CLIENT_MESSAGES));
    expect(Object.values(ClientEvent)).toEqual(Object.keys(CLIENT_MESSAGES));
    expect(Object.keys(ServerEvent)).toEqual(Object.keys(SERVER_MESSAGES));
    expect([...OPERATOR_EVENTS].sort()).toEqual(
      [
        'requestNextState',
        'resetgs',
        'kickPlayer',
        'pauseTimer',
        'resumeTimer',
        'updateConfig',
        'chooseInterface',
        'moveGuest',
        'renameTeam',
        'setAutopilot',
        'setBreak',
        'setDisplayLanguage',
        'setSound',
        'setVenue',
        'startPhoneTest',
        'hideWish',
        'setWishSlideshow',
        'setLobby',
        'renamePlayer',
        'approvePlayer',
        'coupleSettle',
        'setPhotos',
        'moderatePhoto',
        'setPhotoWall',
      ].sort(),
    );
    const operatorOnly = Object.entries(CLIENT_MESSAGES)
      .filter(([, m]) => m.from.every((sender) => sender === 'operator'))
      .map(([name]) => name);
    expect([...OPERATOR_EVENTS].sort()).toEqual(operatorOnly.sort());
    for (const message of Object.values(CLIENT_MESSAGES)) {
      expect(typeof HANDLERS[message.handler as keyof Handlers], message.handler).toBe('function');
    }
    // The original protocol's names never change.
    expect(Object.keys(ClientEvent).slice(0, 4)).toEqual([
      'joinGame',
      'userAnsweredQuestion',
      'requestNextState',
      'resetgs',
    ]);
  });

  it('every event name in the table is refused as a string literal in the web app (the lint list follows the table)', async () => {
    const eslint = new ESLint({ cwd: resolve(__dirname, '../..') });
    for (const name of [...Object.keys(CLIENT_MESSAGES), ...Object.keys(SERVER_MESSAGES)]) {
      const code = `declare const socket: { emit: (e: string) => void };\nsocket.emit('${name}');\n`;
      const [result] = await eslint.lintText(code, { filePath: 'src/renderer/src/probe.ts' });
      expect(
        result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax'),
        name,
      ).toHaveLength(1);
    }
  }, 60_000);
});

describe('the dispatcher', () => {
  it('hands a checked payload to the handler the table names', async () => {
    const kick = vi.fn();
    const { socket } = dispatched('operator', { kick });
    socket.send(ClientEvent.kickPlayer, { playerId: '3', block: true });
    expect(kick).toHaveBeenCalledOnce();
    expect(kick.mock.calls[0]![1]).toEqual({ playerId: '3', block: true });
  });

  it('refuses a sender the table does not allow, in the words and event of that table entry', () => {
    const kick = vi.fn();
    const { socket, logs } = dispatched('guest', { kick });
    socket.send(ClientEvent.kickPlayer, { playerId: '3' });
    expect(kick).not.toHaveBeenCalled();
    expect(socket.got('actionRejected')).toEqual([
      { event: 'kickPlayer', msg: 'Only the operator can do that.' },
    ]);
    expect(logs.join('\n')).toMatch(/tried kickPlayer without the operator key/);

    const screen = dispatched('screen', {}).socket;
    screen.send(ClientEvent.joinGame, 'Ann');
    expect(screen.got('joinGameError')).toEqual([{ msg: 'Open the player page to join the game.' }]);
  });

  it('refuses a malformed payload with the entry’s message, logged once', () => {
    const joinGame = vi.fn();
    const { socket, logs } = dispatched('guest', { joinGame });
    socket.send(ClientEvent.joinGame, { username: 42 });
    socket.send(ClientEvent.joinGame, { nope: true });
    socket.send(ClientEvent.userAnsweredQuestion, { questionNo: 'x' });
    expect(joinGame).not.toHaveBeenCalled();
    expect(socket.got('joinGameError')).toEqual([
      { msg: 'Please enter your name!' },
      { msg: 'Please enter your name!' },
    ]);
    expect(socket.got('answerRejected')).toEqual([
      { questionNo: null, msg: 'That answer was not understood.' },
    ]);
    expect(logs.filter((l) => l.includes('malformed joinGame')).length).toBeGreaterThan(0);
    expect(logs.some((l) => l.includes('malformed answer'))).toBe(true);
  });

  it('a handler that throws or rejects never escapes: it is logged', async () => {
    const { socket, logs } = dispatched('operator', {
      pause: () => {
        throw new Error('boom');
      },
      resume: () => Promise.reject(new Error('later boom')),
    });
    expect(() => socket.send(ClientEvent.pauseTimer)).not.toThrow();
    socket.send(ClientEvent.resumeTimer);
    await new Promise((r) => setImmediate(r));
    expect(logs.join('\n')).toMatch(/pauseTimer failed: Error: boom/);
    expect(logs.join('\n')).toMatch(/resumeTimer failed: Error: later boom/);
  });

  it('an event the table does not have does nothing, but counts against the rate limit', () => {
    const kick = vi.fn();
    const { socket, logs } = dispatched('operator', { kick });
    for (const name of ['nonsense', '__proto__', 'constructor', 'hasOwnProperty']) socket.send(name, {});
    expect(socket.sent).toEqual([]);
    expect(logs).toEqual([]);
    // The burst (30 events) is spent by unknown events too: the next real one is dropped, said once.
    for (let i = 0; i < 26; i++) socket.send('nonsense');
    socket.send(ClientEvent.kickPlayer, { playerId: '3' });
    expect(kick).not.toHaveBeenCalled();
    expect(logs.join('\n')).toMatch(/sending too fast/);
  });

  it('ignores what a socket sent after it was cut off (a flood’s tail), as Socket.IO’s own listeners do', () => {
    const kick = vi.fn();
    const { socket, logs } = dispatched('operator', { kick });
    socket.disconnect();
    socket.send(ClientEvent.kickPlayer, { playerId: '3' });
    socket.send(ClientEvent.kickPlayer, { nope: true });
    expect(kick).not.toHaveBeenCalled();
    expect(socket.sent).toEqual([]);
    expect(logs).toEqual([]);
  });
});
