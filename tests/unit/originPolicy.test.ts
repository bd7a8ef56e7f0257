import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_REFRESH_MS,
  createOriginPolicy,
  interfaceAddresses,
  parseHost,
  type OriginPolicyOptions,
} from '../../src/main/server/originPolicy';
import { contentSecurityPolicy } from '../../src/main/server/http';

const PORT = 3000;
const MACHINE_ADDRESSES = [
  '127.0.0.1',
  '::1',
  '192.168.1.20',
  'fe80::1c2d:3e4f:5a6b:7c8d%en0',
  '2a01:cb00::42',
];

function policy(more: Partial<OriginPolicyOptions> = {}): ReturnType<typeof createOriginPolicy> {
  return createOriginPolicy({
    port: () => PORT,
    hostname: 'Emmas-MacBook',
    addresses: () => MACHINE_ADDRESSES,
    ...more,
  });
}

const ok = (host: string | undefined, origin?: string, more?: Partial<OriginPolicyOptions>): boolean =>
  policy(more).refusal({ host, origin }) === null;

describe('origin policy: the Origin header', () => {
  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://127.8.9.10:3000',
    'http://192.168.1.20:3000',
    'http://[::1]:3000',
    'http://[2a01:cb00::42]:3000',
    'http://[fe80::1c2d:3e4f:5a6b:7c8d]:3000',
    'http://emmas-macbook:3000',
    'http://Emmas-MacBook.local:3000',
  ])('the app itself at %s is allowed', (origin) => {
    expect(ok('127.0.0.1:3000', origin)).toBe(true);
  });

  it.each([
    ['another port on the same laptop', 'http://127.0.0.1:5173'],
    ['another port, by name', 'http://localhost:8080'],
    ['a web site', 'http://evil.example:3000'],
    ['an address of another machine', 'http://192.168.1.21:3000'],
    ['https on our own address', 'https://192.168.1.20:3000'],
    ['a sandboxed frame or a file', 'null'],
    ['not an origin at all', 'javascript:alert(1)'],
    ['an origin with a path', 'http://127.0.0.1:3000/debug'],
    ['an origin with user info', 'http://evil@127.0.0.1:3000'],
    ['a subdomain of our name', 'http://evil.emmas-macbook.local:3000'],
  ])('%s is refused (%s)', (_what, origin) => {
    expect(ok('127.0.0.1:3000', origin)).toBe(false);
  });

  it('a client that sends no Origin (the bench, tests, curl) is allowed', () => {
    expect(ok('127.0.0.1:3000', undefined)).toBe(true);
    expect(ok(undefined, undefined)).toBe(true);
  });

  it('a trusted origin (Vite in development) is allowed, and only that one', () => {
    const trustedOrigins = ['http://localhost:5173/'];
    expect(ok('localhost:5173', 'http://localhost:5173', { trustedOrigins })).toBe(true);
    expect(ok('localhost:5173', 'http://localhost:5174', { trustedOrigins })).toBe(false);
    expect(ok('localhost:5173', 'http://localhost:5173')).toBe(false);
  });

  it('names the page that was refused, for the log', () => {
    expect(policy().refusal({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:5173' })).toContain(
      '"http://127.0.0.1:5173"',
    );
  });

  it('follows the port the server actually got', () => {
    let port = 3000;
    const p = createOriginPolicy({ port: () => port, hostname: 'h', addresses: () => [] });
    port = 3001;
    expect(p.refusal({ origin: 'http://localhost:3001' })).toBeNull();
    expect(p.refusal({ origin: 'http://localhost:3000' })).not.toBeNull();
  });
});

describe('origin policy: the Host header (DNS rebinding)', () => {
  it.each([
    'localhost:3000',
    'LOCALHOST:3000',
    'localhost.:3000',
    '127.0.0.1:3000',
    '127.0.0.1',
    '192.168.1.20:3000',
    '[::1]:3000',
    '[::ffff:127.0.0.1]:3000',
    '[2A01:CB00:0::42]:3000',
    'emmas-macbook.local:3000',
    // Vite's dev server proxies /socket.io with its own Host: the port is not checked, the name is.
    'localhost:5173',
  ])('%s is this machine', (host) => {
    expect(ok(host)).toBe(true);
  });

  it.each([
    'evil.example:3000',
    'evil.example',
    '192.168.1.21:3000',
    'localhost.evil.example:3000',
    'evil.example@127.0.0.1:3000',
    '127.0.0.1:3000/x',
    '127.0.0.1:99999',
    '::1:3000',
    '[::2]:3000',
    '',
    ' 127.0.0.1:3000',
  ])('%s is refused', (host) => {
    expect(ok(host)).toBe(false);
  });

  it('a foreign Host is refused even with our own Origin', () => {
    expect(ok('evil.example:3000', 'http://127.0.0.1:3000')).toBe(false);
  });

  it('gives the normalised host only when it is ours', () => {
    const p = policy();
    expect(p.ownHost('LocalHost:3000')).toBe('localhost:3000');
    expect(p.ownHost('[::1]:3000')).toBe('[::1]:3000');
    expect(p.ownHost('127.0.0.1')).toBe('127.0.0.1');
    expect(p.ownHost('evil.example:3000')).toBeNull();
    expect(p.ownHost(undefined)).toBeNull();
  });

  it('a configured listening name is ours too', () => {
    expect(ok('quiz.lan:3000', 'http://quiz.lan:3000', { extraHostnames: ['quiz.lan'] })).toBe(true);
    expect(ok('quiz.lan:3000', 'http://quiz.lan:3000')).toBe(false);
  });
});

describe('origin policy: the machine changes networks', () => {
  it('reads the addresses again on a miss, at most every half second, and when they are old', () => {
    let time = 0;
    let list = ['127.0.0.1', '192.168.1.20'];
    let reads = 0;
    const p = createOriginPolicy({
      port: () => PORT,
      hostname: 'h',
      addresses: () => {
        reads++;
        return list;
      },
      now: () => time,
    });
    expect(p.refusal({ host: '192.168.1.20:3000' })).toBeNull();
    expect(reads).toBe(1);
    // The laptop joined the venue's Wi-Fi.
    list = ['127.0.0.1', '10.0.0.7'];
    expect(p.refusal({ host: '10.0.0.7:3000' })).not.toBeNull(); // read a moment ago: not again yet
    time = 600;
    expect(p.refusal({ host: '10.0.0.7:3000' })).toBeNull(); // a miss reads again
    expect(reads).toBe(2);
    for (let i = 0; i < 20; i++) p.refusal({ host: 'evil.example:3000' });
    expect(reads).toBe(2); // misses do not read on every request
    time += ADDRESS_REFRESH_MS;
    expect(p.refusal({ host: '192.168.1.20:3000' })).not.toBeNull(); // an old address is forgotten
  });

  it('lists every address of every interface', () => {
    const info = (address: string, family: 'IPv4' | 'IPv6'): NetworkInterfaceInfo =>
      ({
        address,
        family,
        netmask: '',
        mac: '',
        internal: false,
        cidr: null,
        scopeid: 0,
      }) as NetworkInterfaceInfo;
    expect(
      interfaceAddresses({
        lo: [info('127.0.0.1', 'IPv4'), info('::1', 'IPv6')],
        wlan0: [info('10.0.0.7', 'IPv4')],
      }),
    ).toEqual(['127.0.0.1', '::1', '10.0.0.7']);
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
