/**
 * Refusals over the wire carry the engine's code and its params (issue 16), so each phone words them in
 * its own language; `msg` stays the server's English for logs and older pages.
 */
import { describe, expect, it } from 'vitest';
import { NAME_MESSAGES } from '@shared/index';
import { connectOperator, joinPlayer, TestClient, useTestResources } from './harness';

const { server, track } = useTestResources();

describe('refusals carry a code and params', () => {
  it('a refused join: the name taken, a name problem', async () => {
    const t = await server();
    track((await joinPlayer(t.url, 'Kim')).client);
    const taken = track(await TestClient.connect(t.url));
    taken.emit('joinGame', ' KIM ');
    expect(await taken.next('joinGameError')).toEqual({
      code: 'nameTaken',
      params: { name: 'KIM' },
      msg: NAME_MESSAGES.taken('KIM'),
    });
    const long = track(await TestClient.connect(t.url));
    long.emit('joinGame', 'Bartholomew');
    expect(await long.next('joinGameError')).toEqual({
      code: 'nameInvalid',
      params: { problem: 'tooLong' },
      msg: NAME_MESSAGES.tooLong,
    });
  });

  it('an answer from a phone that never joined; a removed guest, and an unknown token', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    const stranger = track(await TestClient.connect(t.url));
    stranger.emit('userAnsweredQuestion', { questionNo: 0, answer: 0 });
    expect(await stranger.next('answerRejected')).toMatchObject({ code: 'notJoined' });

    const { client: kim, token } = await joinPlayer(t.url, 'Kim');
    track(kim);
    operator.emit('kickPlayer', { playerId: '1' });
    expect(await kim.next('sessionEnded')).toMatchObject({ reason: 'kicked', code: 'kicked' });
    const again = track(await TestClient.connect(t.url, { token }));
    expect(await again.next('sessionEnded')).toMatchObject({ reason: 'unknownToken', code: 'unknownToken' });
  });
});
