/**
 * Which requests come from the quiz app's own pages. A page of another origin (a web site, or another
 * port on the same laptop) must not open a screen or operator socket, nor call the operator API.
 *
 * - `Host` (against DNS rebinding: `evil.example` made to resolve to the laptop): an IP literal (a
 *   rebinding page always arrives under a name, never an IP), one of our names (localhost, the
 *   machine's hostname, `<hostname>.local`, a configured listening name), or a name under a suffix
 *   that public DNS cannot serve (`.local`, `.lan`, `.home`, ...). Any other name is refused. The
 *   address itself is not checked: behind Docker `-p 8080:3000`, a WSL2 port-forward or a reverse
 *   proxy, the phones use an address or a port that is not the machine's own.
 * - `Origin`, when sent: same-origin with the request (`http://` + the Host header's name and port),
 *   as a browser sends for the page's own requests; or one of `trustedOrigins`. Without a Host
 *   (HTTP/1.0), the Origin's name must pass the Host rule and its port be the listening port. https,
 *   `null`, and anything with a path or user info are refused; no Origin (curl, the bench) is allowed.
 *
 * Pure: no I/O.
 */

/** Suffixes that public DNS cannot serve (mDNS, home routers, RFC 8375, private-use TLDs). */
const LOCAL_SUFFIXES = ['.local', '.lan', '.home', '.home.arpa', '.localdomain', '.internal', '.localhost'];

export interface OriginPolicyOptions {
  /** The port the server actually listens on (only for a request without a Host header). */
  port: () => number;
  /** The machine's hostname (`os.hostname()`): it and `<hostname>.local` are ours. */
  hostname: string;
  /** Origins trusted besides our own, e.g. Vite's dev server (`http://localhost:5173`) in `npm run dev`. */
  trustedOrigins?: readonly string[];
  /** Other names the server was told to listen on (a configured `host`). */
  extraHostnames?: readonly string[];
}

export interface RequestHeaders {
  host?: string | undefined;
  origin?: string | undefined;
}

export interface OriginPolicy {
  /** Null when the request may go on; else a short reason, for the log. */
  refusal: (headers: RequestHeaders) => string | null;
  /**
   * The `Host` header, normalised (`hostname[:port]`, IPv6 in brackets), when it passes the Host
   * rule; else null. Only for recognising: never build addresses for guests from it.
   */
  ownHost: (host: string | undefined) => string | null;
}

/** A host's hostname in the form the WHATWG URL parser gives (lowercase, IPv6 in brackets), or null. */
function canonicalHostname(hostname: string): string | null {
  try {
    return new URL(`http://${hostname}/`).hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
}

/** `::ffff:127.0.0.1` as the URL parser writes it (`[::ffff:7f00:1]`), back to dotted IPv4. */
function unmapIPv4(hostname: string): string {
  const m = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(hostname);
  if (!m) return hostname;
  const high = parseInt(m[1] ?? '0', 16);
  const low = parseInt(m[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** An IPv4 address or a bracketed IPv6 address, as `canonicalHostname` gives them. */
function isIPLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
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
  if (!/^[A-Za-z0-9_.\-:[\]]{1,300}$/.test(header)) return null;
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
  return {
    hostname: unmapIPv4(url.hostname.replace(/\.$/, '')),
    port: url.port === '' ? 80 : Number(url.port),
  };
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

  /** The Host rule, on a canonical hostname. */
  const hostnameAllowed = (hostname: string): boolean =>
    isIPLiteral(hostname) ||
    names.has(hostname) ||
    LOCAL_SUFFIXES.some((suffix) => hostname.endsWith(suffix));

  const refusal = ({ host, origin }: RequestHeaders): string | null => {
    const parsedHost = host === undefined ? null : parseHost(host);
    if (host !== undefined && (!parsedHost || !hostnameAllowed(parsedHost.hostname)))
      return `the address ${JSON.stringify(host)} is neither an IP address nor a local name`;
    if (origin === undefined) return null;
    if (trusted.has(normaliseOrigin(origin) ?? '')) return null;
    const from = parseOrigin(origin);
    if (from) {
      const sameOrigin = parsedHost
        ? from.hostname === parsedHost.hostname && from.port === (parsedHost.port ?? 80)
        : hostnameAllowed(from.hostname) && from.port === options.port();
      if (sameOrigin) return null;
    }
    return `the page ${JSON.stringify(origin)} is not part of the quiz app`;
  };

  const ownHost = (host: string | undefined): string | null => {
    if (host === undefined) return null;
    const parsed = parseHost(host);
    if (!parsed || !hostnameAllowed(parsed.hostname)) return null;
    return parsed.port === null ? parsed.hostname : `${parsed.hostname}:${parsed.port}`;
  };

  return { refusal, ownHost };
}
