/**
 * A reset whose archive cannot be made (a file locked on Windows, a read-only folder; here the archive
 * folder replaced by a file) leaves the current game running with its journal open, and tells the operator.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameState } from '@shared/index';
import { connectOperator, joinPlayer, useTestResources, type OperatorView } from './harness';

const { server, track, adopt } = useTestResources();

describe('a reset that cannot archive the game', () => {
  it('keeps the game and its journal, and says why to the operator', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    track((await joinPlayer(t.url, 'Anna')).client);
    operator.emit('requestNextState', { from: GameState.NEW });
    const started = await operator.view<OperatorView>(GameState.STARTING_QUIZ);

    await rm(join(t.dataDir, 'archive'), { recursive: true, force: true });
    await writeFile(join(t.dataDir, 'archive'), 'not a folder');
    operator.emit('resetgs', { gameId: started.gameId });
    const refusal = await operator.next('actionRejected');
    expect(refusal.event).toBe('resetgs');
    expect(refusal.msg).toMatch(
      /^The game could not be reset: .*The current game goes on, nothing was lost\.$/,
    );

    // The game goes on, and what happens next is saved.
    track((await joinPlayer(t.url, 'Bob')).client);
    await t.stop();
    await rm(join(t.dataDir, 'archive'));
    const again = adopt(await t.restart());
    expect(again.server.session.current.id).toBe(started.gameId);
    expect(again.server.session.current.state).toBe(GameState.STARTING_QUIZ);
    expect(again.server.session.current.activePlayers().map((p) => p.name)).toEqual(['Anna', 'Bob']);
  });
});
