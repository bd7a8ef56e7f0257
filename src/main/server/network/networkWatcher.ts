import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { defaultRouteAddress } from './defaultRoute';
import { lanCandidates, pickFrom, type LanAddress } from './lanAddress';

export const DEFAULT_NETWORK_POLL_MS = 3000;

export type InterfacesSource = () => NodeJS.Dict<NetworkInterfaceInfo[]>;

/** Where the machine's network information comes from; every part can be replaced in tests. */
export interface NetworkSources {
  /** Default: `os.networkInterfaces`. */
  interfaces?: InterfacesSource;
  /** The local address of the default route, or null. Default: a UDP connect probe. */
  defaultRoute?: () => Promise<string | null>;
  /** How often the interfaces are read again; default 3 s. */
  pollMs?: number;
}

export interface NetworkSnapshot {
  /** The address in the QR code. */
  current: LanAddress;
  /** Every usable address, best first. */
  candidates: LanAddress[];
}

/** The address guests are shown, and the others the operator may pick instead. */
export interface NetworkState {
  current: () => LanAddress;
  candidates: () => LanAddress[];
  /** The operator picks an interface; false when there is no such interface. */
  choose: (interfaceName: string) => boolean;
  /** Starts following the network; `onChange` hears of every new address or candidate list. */
  watch: (onChange: (snapshot: NetworkSnapshot, previous: NetworkSnapshot) => void) => void;
  stop: () => void;
}

export interface NetworkWatcherOptions extends NetworkSources {
  /** The operator's interface: used while it exists. */
  preferredInterface?: string;
  /** Told once when reading the network fails, and once when it works again. */
  log?: (message: string) => void;
}

/**
 * Follows the network of a server listening on every interface: every few seconds it reads the
 * interfaces and the default route again, and chooses the address for the QR code anew: the
 * operator's interface while it exists, else the best candidate (the default route's first), else
 * loopback. So a laptop started before its Wi-Fi was up, or moved to another network, shows the
 * right address by itself. Resolves once the first reading is done; polling starts with `watch`.
 */
export async function watchNetwork(options: NetworkWatcherOptions = {}): Promise<NetworkState> {
  const readInterfaces = options.interfaces ?? networkInterfaces;
  const readDefaultRoute = options.defaultRoute ?? (() => defaultRouteAddress());
  const pollMs = options.pollMs ?? DEFAULT_NETWORK_POLL_MS;
  const log = options.log ?? (() => undefined);
  let preferred = options.preferredInterface;
  let failing = false;
  let stopped = false;

  /** A fresh reading; null when the system would not say (the last one stays in use). */
  const read = async (): Promise<LanAddress[] | null> => {
    try {
      const route = await readDefaultRoute().catch(() => null);
      if (stopped) return null;
      const candidates = lanCandidates(readInterfaces(), route);
      if (failing) log('The network interfaces can be read again.');
      failing = false;
      return candidates;
    } catch (error) {
      if (!failing) log(`Could not read the network interfaces: ${String(error)}`);
      failing = true;
      return null;
    }
  };

  let candidates = (await read()) ?? [];
  let current = pickFrom(candidates, preferred);

  let timer: NodeJS.Timeout | null = null;
  let polling = false;

  const poll = async (onChange: (snapshot: NetworkSnapshot, previous: NetworkSnapshot) => void) => {
    if (polling || stopped) return;
    polling = true;
    try {
      const next = await read();
      if (next === null || stopped) return;
      const chosen = pickFrom(next, preferred);
      if (sameAddress(chosen, current) && sameList(next, candidates)) return;
      const previous = { current, candidates };
      candidates = next;
      current = chosen;
      onChange({ current, candidates }, previous);
    } finally {
      polling = false;
    }
  };

  return {
    current: () => current,
    candidates: () => candidates,
    choose: (interfaceName) => {
      if (!candidates.some((c) => c.interfaceName === interfaceName)) return false;
      preferred = interfaceName;
      current = pickFrom(candidates, preferred);
      return true;
    },
    watch: (onChange) => {
      if (timer || stopped) return;
      timer = setInterval(() => {
        poll(onChange).catch((error: unknown) => log(`Following the network failed: ${String(error)}`));
      }, pollMs);
      timer.unref();
    },
    stop: () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/**
 * A server listening on one given address: guests are shown that address and it never changes by
 * itself; the operator may still pick another interface (e.g. to show a LAN address while listening
 * on a proxy's address).
 */
export function fixedNetwork(host: string, interfaces: InterfacesSource = networkInterfaces): NetworkState {
  let current: LanAddress = { interfaceName: 'configured', address: host };
  const candidates = (): LanAddress[] => {
    try {
      return lanCandidates(interfaces());
    } catch {
      return [];
    }
  };
  return {
    current: () => current,
    candidates,
    choose: (interfaceName) => {
      const found = candidates().find((c) => c.interfaceName === interfaceName);
      if (found) current = found;
      return found !== undefined;
    },
    watch: () => undefined,
    stop: () => undefined,
  };
}

function sameAddress(a: LanAddress, b: LanAddress): boolean {
  return a.interfaceName === b.interfaceName && a.address === b.address;
}

function sameList(a: readonly LanAddress[], b: readonly LanAddress[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i];
      return y !== undefined && sameAddress(x, y);
    })
  );
}
