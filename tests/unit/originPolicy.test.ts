import { describe, expect, it } from 'vitest';
import {
  createOriginPolicy,
  parseHost,
  type OriginPolicyOptions,
} from '../../src/main/server/transport/http/originPolicy';
import { contentSecurityPolicy } from '../../src/main/server/transport/http/http';

const PORT = 3000;

function policy(more: Partial<OriginPolicyOptions> = {}): ReturnType<typeof createOriginPolicy> {
  return createOriginPolicy({ port: () => PORT, hostname: 'Emmas-MacBook', ...more });
}

const ok = (host: string | undefined, origin?: string, more?: Partial<OriginPolicyOptions>): boolean =>
  policy(more).refusal({ host, origin }) === null;

/** A page's own request: the browser sends its origin, and the Host it was loaded from. */
const sameOrigin = (host: string): boolean => ok(host, `http://${host}`);

describe('origin policy: the Host header (DNS rebinding)', () => {
  it.each([
    'localhost:3000',
    'LOCALHOST:3000',
    'localhost.:3000',
    '127.0.0.1:3000',
    '127.0.0.1',
    '192.168.1.20:3000',
    // Another machine's address: Docker, a WSL2 port-forward or a reverse proxy in front.
    '192.168.1.5:8080',
    '10.0.0.7:3000',
    '[::1]:3000',
    '[fe80::1]:3000',
    '[::ffff:127.0.0.1]:3000',
    '[2A01:CB00:0::42]:3000',
    'emmas-macbook:3000',
    'emmas-macbook.local:3000',
    // Names public DNS cannot serve: a router's names, another Bonjour name, home.arpa...
    'laptop.lan:3000',
    'my-mac.local:3000',
    'my_pc.local:3000',
    'laptop.home:3000',
    'laptop.home.arpa:3000',
    'laptop.localdomain:3000',
    'quiz.internal:3000',
    'quiz.localhost:3000',
    // Vite's dev server proxies /socket.io with its own Host.
    'localhost:5173',
  ])('%s is acceptable', (host) => {
    expect(ok(host)).toBe(true);
  });

  it.each([
    'evil.example:3000',
    'evil.example',
    'evil.example.:3000',
    'localhost.evil.example:3000',
    'evil.local.example.com:3000',
    'emmas-macbook.example:3000',
    'evil.example@127.0.0.1:3000',
    '127.0.0.1:3000/x',
    '127.0.0.1:99999',
    '::1:3000',
    '[fe80::1%25eth0]:3000',
    '',
    ' 127.0.0.1:3000',
  ])('%s is refused', (host) => {
    expect(ok(host)).toBe(false);
  });

  it('a foreign Host is refused even with a matching Origin', () => {
    expect(ok('evil.example:3000', 'http://evil.example:3000')).toBe(false);
    expect(ok('evil.example:3000', 'http://127.0.0.1:3000')).toBe(false);
  });

  it('says which address was refused, for the log', () => {
    expect(policy().refusal({ host: 'evil.example:3000' })).toContain('"evil.example:3000"');
  });

  it('gives the normalised host only when it passes', () => {
    const p = policy();
    expect(p.ownHost('LocalHost:3000')).toBe('localhost:3000');
    expect(p.ownHost('[::1]:3000')).toBe('[::1]:3000');
    expect(p.ownHost('[::ffff:192.168.1.5]:8080')).toBe('192.168.1.5:8080');
    expect(p.ownHost('127.0.0.1')).toBe('127.0.0.1');
    expect(p.ownHost('Laptop.LAN:8080')).toBe('laptop.lan:8080');
    expect(p.ownHost('evil.example:3000')).toBeNull();
    expect(p.ownHost('not a host')).toBeNull();
    expect(p.ownHost(undefined)).toBeNull();
  });

  it('a configured listening name is ours too', () => {
    expect(sameOrigin('quiz.example.com:3000')).toBe(false);
    expect(
      ok('quiz.example.com:3000', 'http://quiz.example.com:3000', { extraHostnames: ['quiz.example.com'] }),
    ).toBe(true);
  });
});

describe('origin policy: the Origin header', () => {
  it.each([
    '127.0.0.1:3000',
    'localhost:3000',
    '192.168.1.20:3000',
    '[::1]:3000',
    '[fe80::1]:3000',
    'emmas-macbook.local:3000',
    'laptop.lan:3000',
    'my-mac.local:3000',
    // Docker `-p 8080:3000`, a WSL2 port-forward: the phone sees another address and port.
    '192.168.1.5:8080',
    'laptop.lan',
  ])('a page of the app at %s is allowed on its own host', (host) => {
    expect(sameOrigin(host)).toBe(true);
  });

  it('compares the Origin and the Host canonically', () => {
    expect(ok('Laptop.LAN:8080', 'http://laptop.lan:8080')).toBe(true);
    expect(ok('laptop.lan:80', 'http://laptop.lan')).toBe(true);
    expect(ok('laptop.lan.:3000', 'http://laptop.lan.:3000')).toBe(true);
    expect(ok('[::ffff:127.0.0.1]:3000', 'http://127.0.0.1:3000')).toBe(true);
    expect(ok('127.0.0.1:3000', 'http://[::ffff:7f00:1]:3000')).toBe(true);
    expect(ok('[FE80::0001]:3000', 'http://[fe80::1]:3000')).toBe(true);
  });

  it.each([
    ['another port on the same laptop', '127.0.0.1:3000', 'http://127.0.0.1:5000'],
    ['another port, by name', 'localhost:3000', 'http://localhost:8080'],
    ['a web site', '192.168.1.5:3000', 'http://evil.example'],
    ['a web site on our port', '192.168.1.5:3000', 'http://evil.example:3000'],
    ['another local name', 'laptop.lan:3000', 'http://printer.lan:3000'],
    ['another address', '192.168.1.5:3000', 'http://192.168.1.21:3000'],
    ['the same machine by another name', '127.0.0.1:3000', 'http://localhost:3000'],
    ['port 80 against another port', 'laptop.lan', 'http://laptop.lan:8080'],
    ['https on our own address', '192.168.1.20:3000', 'https://192.168.1.20:3000'],
    ['a sandboxed frame or a file', '127.0.0.1:3000', 'null'],
    ['not an origin at all', '127.0.0.1:3000', 'javascript:alert(1)'],
    ['an origin with a path', '127.0.0.1:3000', 'http://127.0.0.1:3000/debug'],
    ['an origin with user info', '127.0.0.1:3000', 'http://evil@127.0.0.1:3000'],
  ])('%s is refused (Host %s, Origin %s)', (_what, host, origin) => {
    expect(ok(host, origin)).toBe(false);
  });

  it('a client that sends no Origin (the bench, tests, curl) is allowed', () => {
    expect(ok('127.0.0.1:3000', undefined)).toBe(true);
    expect(ok('192.168.1.5:8080', undefined)).toBe(true);
    expect(ok(undefined, undefined)).toBe(true);
  });

  it('a trusted origin (Vite in development) is allowed, and only that one', () => {
    const trustedOrigins = ['http://localhost:5173/'];
    // Vite proxying with `changeOrigin`: the Host is the server's, the Origin Vite's.
    expect(ok('127.0.0.1:3000', 'http://localhost:5173', { trustedOrigins })).toBe(true);
    expect(ok('127.0.0.1:3000', 'http://localhost:5174', { trustedOrigins })).toBe(false);
    expect(ok('127.0.0.1:3000', 'http://localhost:5173')).toBe(false);
    expect(ok('evil.example:3000', 'http://localhost:5173', { trustedOrigins })).toBe(false);
  });

  it('names the page that was refused, for the log', () => {
    expect(policy().refusal({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:5173' })).toContain(
      '"http://127.0.0.1:5173"',
    );
  });

  it('without a Host (HTTP/1.0), wants a local name and the port the server actually got', () => {
    let port = 3000;
    const p = createOriginPolicy({ port: () => port, hostname: 'h' });
    port = 3001;
    expect(p.refusal({ origin: 'http://localhost:3001' })).toBeNull();
    expect(p.refusal({ origin: 'http://192.168.1.5:3001' })).toBeNull();
    expect(p.refusal({ origin: 'http://laptop.lan:3001' })).toBeNull();
    expect(p.refusal({ origin: 'http://localhost:3000' })).not.toBeNull();
    expect(p.refusal({ origin: 'http://evil.example:3001' })).not.toBeNull();
  });
});

describe('parseHost', () => {
  it('splits a host into a canonical name and a port', () => {
    expect(parseHost('Example.LOCAL:8080')).toEqual({ hostname: 'example.local', port: 8080 });
    expect(parseHost('[::1]')).toEqual({ hostname: '[::1]', port: null });
    expect(parseHost('[::1]:0')).toBeNull();
  });
});

describe('Content-Security-Policy', () => {
  it('allows only the app itself, its sockets on the host the page came from, and no framing', () => {
    expect(contentSecurityPolicy('192.168.1.20:3000')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
        "font-src 'self' data:; media-src 'self' data: blob:; " +
        "connect-src 'self' ws://192.168.1.20:3000 wss://192.168.1.20:3000; " +
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("falls back to 'self' for a host that is not ours or cannot be written in a CSP (IPv6)", () => {
    expect(contentSecurityPolicy(null)).toContain("connect-src 'self';");
    expect(contentSecurityPolicy('[::1]:3000')).toContain("connect-src 'self';");
  });
});
