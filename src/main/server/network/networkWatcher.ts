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

/** Hears of a new address or candidate list, with what was before. */
export type OnChange = (snapshot: NetworkSnapshot, previous: NetworkSnapshot) => void;

/** The address guests are shown, and the others the operator may pick instead. */
export interface NetworkState {
  current: () => LanAddress;
  candidates: () => LanAddress[];
  /** The operator picks an interface; false when there is no such interface. */
  choose: (interfaceName: string) => boolean;
  /** Starts following the network; `onChange` hears of every new address or candidate list. */
  watch: (onChange: OnChange) => void;
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
  const pollMs = options.pollMs ?? DEFAULT_NETWORK_POLL_MS;
  const log = options.log ?? (() => undefined);
  let stopped = false;
  const read = candidateReader(options, log, () => stopped);
  const choice = new AddressChoice((await read()) ?? [], options.preferredInterface);
  const poll = poller(read, choice, () => stopped);
  let timer: NodeJS.Timeout | null = null;

  return {
    current: () => choice.current,
    candidates: () => choice.candidates,
    choose: (interfaceName) => choice.choose(interfaceName),
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
 * Reads the candidates afresh; null when the system would not say (the last reading stays in use).
 * Tells `log` once when reading fails, and once when it works again.
 */
function candidateReader(
  sources: NetworkSources,
  log: (message: string) => void,
  stopped: () => boolean,
): () => Promise<LanAddress[] | null> {
  const readInterfaces = sources.interfaces ?? networkInterfaces;
  const readDefaultRoute = sources.defaultRoute ?? (() => defaultRouteAddress());
  let failing = false;
  return async () => {
    try {
      const route = await readDefaultRoute().catch(() => null);
      if (stopped()) return null;
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
}

/** One reading at a time: a new reading that changes the address or the candidates is told to `onChange`. */
function poller(
  read: () => Promise<LanAddress[] | null>,
  choice: AddressChoice,
  stopped: () => boolean,
): (onChange: OnChange) => Promise<void> {
  let polling = false;
  return async (onChange) => {
    if (polling || stopped()) return;
    polling = true;
    try {
      const next = await read();
      if (next === null || stopped()) return;
      const previous = choice.update(next);
      if (previous) onChange(choice.snapshot(), previous);
    } finally {
      polling = false;
    }
  };
}

/** The candidates and the address chosen among them: the operator's interface while it exists. */
class AddressChoice {
  current: LanAddress;

  constructor(
    public candidates: LanAddress[],
    private preferred: string | undefined,
  ) {
    this.current = pickFrom(candidates, preferred);
  }

  snapshot(): NetworkSnapshot {
    return { current: this.current, candidates: this.candidates };
  }

  /** The operator picks an interface; false when there is no such candidate. */
  choose(interfaceName: string): boolean {
    if (!this.candidates.some((c) => c.interfaceName === interfaceName)) return false;
    this.preferred = interfaceName;
    this.current = pickFrom(this.candidates, this.preferred);
    return true;
  }

  /** Takes a new reading; returns the snapshot before it when anything changed, else null. */
  update(next: LanAddress[]): NetworkSnapshot | null {
    const chosen = pickFrom(next, this.preferred);
    if (sameAddress(chosen, this.current) && sameList(next, this.candidates)) return null;
    const previous = this.snapshot();
    this.candidates = next;
    this.current = chosen;
    return previous;
  }
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
