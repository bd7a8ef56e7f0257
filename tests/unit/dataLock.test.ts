import { describe, expect, it } from 'vitest';
import {
  isLockHeld,
  parseLock,
  type LockRecord,
  type MachineProbe,
} from '../../src/main/server/storage/dataLock';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 6, 28, 21, 0, 0);

/** A laptop that booted an hour ago, where every PID in `alive` is a running process. */
function machine(fields: Partial<MachineProbe> & { alive?: number[] } = {}): MachineProbe {
  const alive = new Set(fields.alive ?? []);
  return {
    pid: 4242,
    bootId: () => undefined,
    bootTime: () => NOW - HOUR,
    isAlive: (pid) => alive.has(pid),
    now: () => NOW,
    ...fields,
  };
}

describe('data-folder lock after a crash or a reboot', () => {
  const lock = (fields: Partial<LockRecord>): LockRecord => ({
    pid: 100,
    bootTime: NOW - HOUR,
    since: NOW - HOUR / 2,
    ...fields,
  });

  it('is held by a live server of this boot', () => {
    expect(isLockHeld(lock({}), machine({ alive: [100] }))).toBe(true);
  });

  it('is free when its server has gone', () => {
    expect(isLockHeld(lock({}), machine())).toBe(false);
  });

  it('is free after a reboot even when its PID now belongs to another program (boot id)', () => {
    const recycled = machine({ alive: [100], bootId: () => 'boot-2' });
    expect(isLockHeld(lock({ bootId: 'boot-1' }), recycled)).toBe(false);
    expect(isLockHeld(lock({ bootId: 'boot-2' }), recycled)).toBe(true);
  });

  it('is free after a reboot where there is no boot id: taken before the machine started', () => {
    const yesterday = lock({ bootTime: NOW - 30 * HOUR, since: NOW - 26 * HOUR });
    expect(isLockHeld(yesterday, machine({ alive: [100] }))).toBe(false);
  });

  it('tolerates a clock moved since boot (up to half an hour) before calling a lock stale', () => {
    // The wall clock moved 20 minutes forward since the lock was taken: the computed boot time moved too.
    const beforeTheJump = lock({ bootTime: NOW - HOUR - 20 * 60_000 });
    expect(isLockHeld(beforeTheJump, machine({ alive: [100] }))).toBe(true);
  });

  it('is never held against the process itself', () => {
    expect(isLockHeld(lock({ pid: 4242 }), machine({ alive: [4242] }))).toBe(false);
  });

  it("reads earlier versions' plain PID, dated by the file", () => {
    expect(parseLock('1234\n', NOW - HOUR / 2)).toEqual({
      pid: 1234,
      bootTime: NOW - HOUR / 2,
      since: NOW - HOUR / 2,
    });
    const old = parseLock('100', NOW - 30 * HOUR);
    if (!old) throw new Error('not parsed');
    expect(isLockHeld(old, machine({ alive: [100] }))).toBe(false);
  });

  it('treats a damaged lock file as no lock', () => {
    expect(parseLock('', NOW)).toBeNull();
    expect(parseLock('{"pid":"x"}', NOW)).toBeNull();
    expect(parseLock('{not json', NOW)).toBeNull();
    expect(parseLock('{"pid":-3,"bootTime":1,"since":1}', NOW)).toBeNull();
  });
});
