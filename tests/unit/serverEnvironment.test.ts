import { describe, expect, it } from 'vitest';
import { gameServerEnvironment } from '../../src/main/electron/common/serverEnvironment';

describe("the game server process's environment", () => {
  it("holds glibc's allocator to two arenas on Linux, keeping everything else", () => {
    expect(gameServerEnvironment({ PATH: '/usr/bin', LANG: 'fr_FR' }, 'linux')).toEqual({
      PATH: '/usr/bin',
      LANG: 'fr_FR',
      MALLOC_ARENA_MAX: '2',
    });
  });

  it('keeps a value the user set, and leaves other systems as they are', () => {
    expect(gameServerEnvironment({ MALLOC_ARENA_MAX: '8' }, 'linux')).toEqual({ MALLOC_ARENA_MAX: '8' });
    expect(gameServerEnvironment({ PATH: 'C:\\' }, 'win32')).toEqual({ PATH: 'C:\\' });
    expect(gameServerEnvironment({}, 'darwin')).toEqual({});
  });
});
