import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { uptime } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

/**
 * What the lock file records: who holds the folder, and in which run of the machine. A PID alone is not
 * enough: after a crash or a flat battery the laptop reboots, and the PID in the lock may belong to some
 * other program by then.
 */
export interface LockRecord {
  pid: number;
  /** Linux's boot id (exact); absent elsewhere. */
  bootId?: string;
  /** When this run of the machine started, in ms since the epoch (from the uptime: approximate). */
  bootTime: number;
  /** When the lock was taken, in ms since the epoch. */
  since: number;
  /**
   * This lock's own random id: how a server tells its lock from a take-over's, which may name the same
   * process and the same millisecond (absent in locks written by earlier versions).
   */
  id?: string;
}

/** What the machine looks like now; injectable so a reboot can be simulated. */
export interface MachineProbe {
  pid: number;
  bootId: () => string | undefined;
  bootTime: () => number;
  isAlive: (pid: number) => boolean;
  now: () => number;
}

/**
 * Boot times computed from the uptime move with the wall clock (an NTP correction, a user changing the
 * time): within this, two boot times are the same boot. Wide, because calling a live lock stale would let
 * two servers write one journal; a reboot closer than this to the lock asks "Take over" in the desktop app.
 */
const SAME_BOOT_TOLERANCE_MS = 30 * 60_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function linuxBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export const thisMachine: MachineProbe = {
  pid: process.pid,
  bootId: linuxBootId,
  bootTime: () => Date.now() - uptime() * 1000,
  isAlive,
  now: () => Date.now(),
};

/** The folder is in use by another live server: `takeOver` starts anyway (the operator decided). */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockRecord,
    dataDir: string,
  ) {
    super(
      `Another Wedding Quiz server (process ${holder.pid}) is already using the data folder ${dataDir} ` +
        `(lock file: ${lockFile}). Stop it first, or start this one with another data folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Reads a lock file: today's JSON, or the PID alone that earlier versions wrote (boot from the file's date). */
export function parseLock(text: string, modifiedAt: number): LockRecord | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), bootTime: modifiedAt, since: modifiedAt };
  try {
    const value = JSON.parse(trimmed) as Partial<LockRecord>;
    if (!Number.isInteger(value.pid) || (value.pid ?? 0) <= 0) return null;
    if (typeof value.bootTime !== 'number' || typeof value.since !== 'number') return null;
    return {
      pid: value.pid as number,
      bootTime: value.bootTime,
      since: value.since,
      ...(typeof value.bootId === 'string' ? { bootId: value.bootId } : {}),
      ...(typeof value.id === 'string' ? { id: value.id } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Whether a lock is still held: its process is alive *in this run of the machine*. A lock from before the
 * last boot (the boot id differs, or its boot time is well before this one's) is stale whatever its PID.
 */
export function isLockHeld(lock: LockRecord, machine: MachineProbe): boolean {
  if (lock.pid === machine.pid) return false;
  const bootId = machine.bootId();
  if (lock.bootId !== undefined && bootId !== undefined) {
    if (lock.bootId !== bootId) return false;
  } else if (machine.bootTime() - lock.bootTime > SAME_BOOT_TOLERANCE_MS) {
    // The machine started well after the boot the lock was taken in: it has rebooted since.
    return false;
  }
  return machine.isAlive(lock.pid);
}

export interface LockOptions {
  /** Take the folder even when its lock looks held (the operator chose "Take over"). */
  takeOver?: boolean;
  machine?: MachineProbe;
}

/**
 * Makes sure only one server writes a data folder's journal (the desktop app and `npm run serve`
 * share the same default folder). A lock left by a crashed server, or from before a reboot, is taken
 * over; a live one throws DataDirLockedError unless `takeOver` is set.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  const machine = options.machine ?? thisMachine;
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(path, 'wx');
      const bootId = machine.bootId();
      const record: LockRecord = {
        pid: machine.pid,
        ...(bootId ? { bootId } : {}),
        bootTime: Math.round(machine.bootTime()),
        since: machine.now(),
        id: randomUUID(),
      };
      const written = JSON.stringify(record);
      await handle.write(written);
      await handle.close();
      // Only our own lock: after a take-over the folder belongs to the new server, whose lock must stay.
      return async () => {
        const now = await readFile(path, 'utf8').catch(() => null);
        if (now === written) await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [text, info] = await Promise.all([
        readFile(path, 'utf8').catch(() => ''),
        stat(path).catch(() => null),
      ]);
      const lock = parseLock(text, info?.mtimeMs ?? 0);
      if (lock && !options.takeOver && isLockHeld(lock, machine)) {
        throw new DataDirLockedError(path, lock, dataDir);
      }
      await rm(path, { force: true });
    }
  }
  throw new Error(`Cannot lock the data folder ${dataDir} (lock file: ${path}).`);
}
