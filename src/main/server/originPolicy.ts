import type { NetworkInterfaceInfo } from 'node:os';

/**
 * Which requests come from the quiz app's own pages. A page on another origin (a web site, or another
 * port on the same laptop) must not open a screen or operator socket, nor call the operator API; a
 * DNS-rebinding page (`evil.example` pointed at the laptop) is caught by its `Host` header.
 *
 * Pure: no I/O. The machine's addresses and the clock come in as functions.
 */

/** How long the machine's address list is trusted before it is read again (interfaces change). */
export const ADDRESS_REFRESH_MS = 5_000;
/** A host that is not in the list reads it again, but not more often than this. */
export const MISS_REFRESH_MS = 500;

export interface OriginPolicyOptions {
  /** The port the server actually listens on. */
  port: () => number;
  /** The machine's hostname (`os.hostname()`): it and `<hostname>.local` are ours. */
  hostname: string;
  /** Every IPv4 and IPv6 address of this machine, loopback included (see `interfaceAddresses`). */
  addresses: () => readonly string[];
  /** Origins trusted besides our own, e.g. Vite's dev server (`http://localhost:5173`) in `npm run dev`. */
  trustedOrigins?: readonly string[];
  /** Other names the server was told to listen on (a configured `host`). */
  extraHostnames?: readonly string[];
  now?: () => number;
}

export interface RequestHeaders {
  host?: string | undefined;
  origin?: string | undefined;
}

export interface OriginPolicy {
  /** Null when the request may go on; else a short reason, for the log. */
  refusal: (headers: RequestHeaders) => string | null;
  /**
   * The `Host` header, normalised (`hostname[:port]`, IPv6 in brackets), when it names this machine;
   * else null. Only for recognising: never build addresses for guests from it.
   */
  ownHost: (host: string | undefined) => string | null;
}

/** Every address of every interface, in the form `addresses` expects. */
export function interfaceAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  const found: string[] = [];
  for (const infos of Object.values(interfaces)) for (const info of infos ?? []) found.push(info.address);
  return found;
}

/** A host's hostname in the form the WHATWG URL parser gives (lowercase, IPv6 in brackets), or null. */
function canonicalHostname(hostname: string): string | null {
  try {
    return new URL(`http://${hostname}/`).hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
}

/** An interface address as a URL hostname: IPv6 in brackets, without a zone (`fe80::1%eth0`). */
function addressHostname(address: string): string | null {
  const bare = address.split('%')[0] ?? '';
  return canonicalHostname(bare.includes(':') ? `[${bare}]` : bare);
}

/** `::ffff:127.0.0.1` as the URL parser writes it (`[::ffff:7f00:1]`), back to dotted IPv4. */
function unmapIPv4(hostname: string): string {
  const m = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(hostname);
  if (!m) return hostname;
  const high = parseInt(m[1] ?? '0', 16);
  const low = parseInt(m[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

interface ParsedHost {
  hostname: string;
  /** Null when the header gives none (port 80). */
  port: number | null;
}

/**
 * A `Host` header: `name`, `name:port`, `1.2.3.4:port` or `[v6]:port`. Anything else (user info,
 * a path, spaces, non-ASCII) is not a host and is refused.
 */
export function parseHost(header: string): ParsedHost | null {
  if (!/^[A-Za-z0-9.\-:[\]]{1,300}$/.test(header)) return null;
  const m = /^(\[[0-9A-Fa-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(header);
  if (!m?.[1]) return null;
  const hostname = canonicalHostname(m[1]);
  if (!hostname) return null;
  const port = m[2] === undefined ? null : Number(m[2]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  return { hostname: unmapIPv4(hostname), port };
}

/** An `Origin` header's host and port; null for `null`, https, or anything else that is not a plain http origin. */
function parseOrigin(header: string): { hostname: string; port: number } | null {
  let url: URL;
  try {
    url = new URL(header);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || url.origin !== header.replace(/\/$/, '').toLowerCase()) return null;
  return { hostname: unmapIPv4(url.hostname), port: url.port === '' ? 80 : Number(url.port) };
}

function normaliseOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

export function createOriginPolicy(options: OriginPolicyOptions): OriginPolicy {
  const now = options.now ?? Date.now;
  const machine = options.hostname.toLowerCase().replace(/\.$/, '');
  const names = new Set<string>(['localhost']);
  if (machine) {
    names.add(machine);
    names.add(machine.endsWith('.local') ? machine : `${machine}.local`);
  }
  for (const extra of options.extraHostnames ?? []) {
    const name = canonicalHostname(extra.includes(':') && !extra.startsWith('[') ? `[${extra}]` : extra);
    if (name) names.add(unmapIPv4(name));
  }
  const trusted = new Set(
    (options.trustedOrigins ?? []).map(normaliseOrigin).filter((o): o is string => o !== null),
  );

  let addresses = new Set<string>();
  let readAt = -Infinity;
  const refresh = (): void => {
    addresses = new Set(
      options
        .addresses()
        .map(addressHostname)
        .filter((a): a is string => a !== null)
        .map(unmapIPv4),
    );
    readAt = now();
  };

  const isLoopback = (hostname: string): boolean =>
    hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  const known = (hostname: string): boolean =>
    names.has(hostname) || isLoopback(hostname) || addresses.has(hostname);

  /** One of this machine's names or addresses, reading the addresses again when they may be stale. */
  const isOurs = (hostname: string): boolean => {
    if (now() - readAt >= ADDRESS_REFRESH_MS) refresh();
    if (known(hostname)) return true;
    // A new interface (the laptop joined another Wi-Fi) may have brought this address.
    if (now() - readAt >= MISS_REFRESH_MS) {
      refresh();
      return known(hostname);
    }
    return false;
  };

  const refusal = ({ host, origin }: RequestHeaders): string | null => {
    if (host !== undefined) {
      const parsed = parseHost(host);
      if (!parsed || !isOurs(parsed.hostname))
        return `the address ${JSON.stringify(host)} is not this computer`;
    }
    if (origin === undefined) return null;
    const from = parseOrigin(origin);
    if (from && from.port === options.port() && isOurs(from.hostname)) return null;
    if (trusted.has(normaliseOrigin(origin) ?? '')) return null;
    return `the page ${JSON.stringify(origin)} is not part of the quiz app`;
  };

  const ownHost = (host: string | undefined): string | null => {
    if (host === undefined) return null;
    const parsed = parseHost(host);
    if (!parsed || !isOurs(parsed.hostname)) return null;
    return parsed.port === null ? parsed.hostname : `${parsed.hostname}:${parsed.port}`;
  };

  return { refusal, ownHost };
}
