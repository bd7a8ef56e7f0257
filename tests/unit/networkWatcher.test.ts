import type { Socket } from 'node:dgram';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loopbackOnly, v4, type Interfaces } from '../fakeInterfaces';
import { defaultRouteAddress } from '../../src/main/server/network/defaultRoute';
import {
  DEFAULT_NETWORK_POLL_MS,
  fixedNetwork,
  watchNetwork,
  type NetworkSnapshot,
  type NetworkState,
} from '../../src/main/server/network/networkWatcher';

/** A machine whose interfaces and default route the test changes at will. */
function fakeMachine(interfaces: Interfaces = loopbackOnly, route: string | null = null) {
  const machine = {
    interfaces,
    route,
    reads: 0,
    readInterfaces: (): Interfaces => {
      machine.reads++;
      return machine.interfaces;
    },
    defaultRoute: (): Promise<string | null> => Promise.resolve(machine.route),
  };
  return machine;
}

describe('watchNetwork', () => {
  let watcher: NetworkState | undefined;
  let changes: { snapshot: NetworkSnapshot; previous: NetworkSnapshot }[];
  const record = (snapshot: NetworkSnapshot, previous: NetworkSnapshot): void => {
    changes.push({ snapshot, previous });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    changes = [];
  });
  afterEach(() => {
    watcher?.stop();
    watcher = undefined;
    vi.useRealTimers();
  });

  async function start(machine: ReturnType<typeof fakeMachine>, more: { preferredInterface?: string } = {}) {
    watcher = await watchNetwork({
      interfaces: machine.readInterfaces,
      defaultRoute: machine.defaultRoute,
      ...more,
    });
    watcher.watch(record);
    return watcher;
  }

  it('starts on loopback without a network, and moves to the Wi-Fi once it is up (every 3 s)', async () => {
    const machine = fakeMachine();
    const w = await start(machine);
    expect(w.current()).toEqual({ interfaceName: 'loopback', address: '127.0.0.1' });
    expect(w.candidates()).toEqual([]);

    machine.interfaces = { ...loopbackOnly, wlan0: [v4('192.168.1.50')] };
    machine.route = '192.168.1.50';
    await vi.advanceTimersByTimeAsync(DEFAULT_NETWORK_POLL_MS - 1);
    expect(changes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.snapshot).toEqual({
      current: { interfaceName: 'wlan0', address: '192.168.1.50' },
      candidates: [{ interfaceName: 'wlan0', address: '192.168.1.50' }],
    });
    expect(changes[0]?.previous.current).toEqual({ interfaceName: 'loopback', address: '127.0.0.1' });
    expect(w.current()).toEqual({ interfaceName: 'wlan0', address: '192.168.1.50' });

    // Nothing new: nobody is told again.
    await vi.advanceTimersByTimeAsync(5 * DEFAULT_NETWORK_POLL_MS);
    expect(changes).toHaveLength(1);

    // The Wi-Fi goes away: back to loopback.
    machine.interfaces = loopbackOnly;
    machine.route = null;
    await vi.advanceTimersByTimeAsync(DEFAULT_NETWORK_POLL_MS);
    expect(changes).toHaveLength(2);
    expect(w.current()).toEqual({ interfaceName: 'loopback', address: '127.0.0.1' });
  });

  it('follows a new address on the same interface (another network, a new DHCP lease)', async () => {
    const machine = fakeMachine({ wlan0: [v4('192.168.1.50')] });
    const w = await start(machine);
    machine.interfaces = { wlan0: [v4('10.20.0.7')] };
    await vi.advanceTimersByTimeAsync(DEFAULT_NETWORK_POLL_MS);
    expect(w.current()).toEqual({ interfaceName: 'wlan0', address: '10.20.0.7' });
    expect(changes).toHaveLength(1);
  });

  it('tells of a new candidate even when the address in use stays', async () => {
    const machine = fakeMachine({ wlan0: [v4('192.168.1.50')] }, '192.168.1.50');
    const w = await start(machine);
    machine.interfaces = { wlan0: [v4('192.168.1.50')], docker0: [v4('172.17.0.1')] };
    await vi.advanceTimersByTimeAsync(DEFAULT_NETWORK_POLL_MS);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.snapshot.current).toEqual(changes[0]?.previous.current);
    expect(w.candidates().map((c) => c.interfaceName)).toEqual(['wlan0', 'docker0']);
  });

  it('prefers the default route over the names: a VPN adapter named "Ethernet 3" loses once the route is known', async () => {
    const machine = fakeMachine({ 'Ethernet 3': [v4('10.8.0.6')], 'Wi-Fi': [v4('192.168.0.105')] });
    const w = await start(machine);
    expect(w.current().interfaceName).toBe('Ethernet 3');
    machine.route = '192.168.0.105';
    await vi.advanceTimersByTimeAsync(DEFAULT_NETWORK_POLL_MS);
    expect(w.current()).toEqual({ interfaceName: 'Wi-Fi', address: '192.168.0.105' });
  });

  it('reads the default route at start already', async () => {
    const machine = fakeMachine(
      { 'Ethernet 3': [v4('10.8.0.6')], 'Wi-Fi': [v4('192.168.0.105')] },
      '192.168.0.105',
    );
    expect((await start(machine)).current().interfaceName).toBe('Wi-Fi');
  });

  it("keeps the operator's interface while it exists, and returns to it when it comes back", async () => {
    const both: Interfaces = { wlan0: [v4('192.168.1.50')], eth0: [v4('10.0.0.2')] };
    const machine = fakeMachine(both, '192.168.1.50');
    const w = await start(machine);
    expect(w.current().interfaceName).toBe('wlan0');
    expect(w.choose('eth1')).toBe(false);
    expect(w.choose('eth0')).toBe(true);
    expect(w.current()).toEqual({ interfaceName: 'eth0', address: '10.0.0.2' });

    await vi.advanceTimersByTimeAsync(3 * DEFAULT_NETWORK_POLL_MS);
    expect(changes).toEqual([]);
    expect(w.current().interfaceName).toBe('eth0');

    machine.interfaces = { wlan0: [v4('192.168.1.50')] };
    await vi.advanceTimersByTimeAsync(DEFAULT_NETWORK_POLL_MS);
    expect(w.current().interfaceName).toBe('wlan0');

    machine.interfaces = both;
    await vi.advanceTimersByTimeAsync(DEFAULT_NETWORK_POLL_MS);
    expect(w.current().interfaceName).toBe('eth0');
    expect(changes).toHaveLength(2);
  });

  it('honours the interface given at start', async () => {
    const machine = fakeMachine({ wlan0: [v4('192.168.1.50')], eth0: [v4('10.0.0.2')] }, '192.168.1.50');
    expect((await start(machine, { preferredInterface: 'eth0' })).current().interfaceName).toBe('eth0');
  });

  it('keeps the last reading when the interfaces cannot be read, and says so once', async () => {
    const log = vi.fn();
    let broken = false;
    watcher = await watchNetwork({
      interfaces: () => {
        if (broken) throw new Error('uv_interface_addresses failed');
        return { wlan0: [v4('192.168.1.50')] };
      },
      defaultRoute: () => Promise.reject(new Error('no route')),
      log,
    });
    watcher.watch(record);
    expect(watcher.current().interfaceName).toBe('wlan0');
    broken = true;
    await vi.advanceTimersByTimeAsync(3 * DEFAULT_NETWORK_POLL_MS);
    expect(watcher.current().interfaceName).toBe('wlan0');
    expect(changes).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/Could not read the network interfaces/);
    broken = false;
    await vi.advanceTimersByTimeAsync(3 * DEFAULT_NETWORK_POLL_MS);
    expect(log).toHaveBeenCalledTimes(2);
    expect(changes).toEqual([]);
  });

  it('polls at the given interval, never two readings at once, and not after stop', async () => {
    const machine = fakeMachine({ wlan0: [v4('192.168.1.50')] });
    let release: (() => void) | undefined;
    let routeCalls = 0;
    watcher = await watchNetwork({
      interfaces: machine.readInterfaces,
      defaultRoute: () => {
        routeCalls++;
        if (routeCalls === 1) return Promise.resolve(null);
        return new Promise((resolve) => {
          release = () => resolve(null);
        });
      },
      pollMs: 100,
    });
    watcher.watch(record);
    await vi.advanceTimersByTimeAsync(100);
    expect(routeCalls).toBe(2);
    // The second reading hangs: later ticks do not pile up behind it.
    await vi.advanceTimersByTimeAsync(500);
    expect(routeCalls).toBe(2);
    release?.();
    await vi.advanceTimersByTimeAsync(100);
    expect(routeCalls).toBe(3);
    watcher.stop();
    release?.();
    const reads = machine.reads;
    await vi.advanceTimersByTimeAsync(1000);
    expect(machine.reads).toBe(reads);
  });

  it('does not keep the process alive', async () => {
    vi.useRealTimers();
    const spy = vi.spyOn(globalThis, 'setInterval');
    try {
      watcher = await watchNetwork({ interfaces: () => loopbackOnly, defaultRoute: async () => null });
      watcher.watch(record);
      const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('fixedNetwork', () => {
  it('shows the configured address and never changes by itself; the operator may still pick another', () => {
    let interfaces: Interfaces = { wlan0: [v4('192.168.1.50')] };
    const network = fixedNetwork('127.0.0.1', () => interfaces);
    const told = vi.fn();
    network.watch(told);
    expect(network.current()).toEqual({ interfaceName: 'configured', address: '127.0.0.1' });
    interfaces = { eth0: [v4('10.0.0.2')] };
    expect(network.current()).toEqual({ interfaceName: 'configured', address: '127.0.0.1' });
    expect(network.candidates()).toEqual([{ interfaceName: 'eth0', address: '10.0.0.2' }]);
    expect(network.choose('wlan0')).toBe(false);
    expect(network.choose('eth0')).toBe(true);
    expect(network.current()).toEqual({ interfaceName: 'eth0', address: '10.0.0.2' });
    expect(told).not.toHaveBeenCalled();
    network.stop();
  });
});

/** A stand-in for a dgram socket: connects as told, records whether it was closed. */
class FakeUdpSocket extends EventEmitter {
  closed = false;
  constructor(private readonly behaviour: 'ok' | 'callbackError' | 'errorEvent' | 'hang' | 'unbound') {
    super();
  }
  connect(_port: number, _address: string, callback: (error?: Error) => void): void {
    setTimeout(() => {
      if (this.behaviour === 'ok' || this.behaviour === 'unbound') callback();
      if (this.behaviour === 'callbackError')
        callback(Object.assign(new Error('ENETUNREACH'), { code: 'ENETUNREACH' }));
      if (this.behaviour === 'errorEvent') this.emit('error', new Error('EACCES'));
    }, 1);
  }
  address(): { address: string; family: string; port: number } {
    return { address: this.behaviour === 'unbound' ? '0.0.0.0' : '192.168.1.50', family: 'IPv4', port: 5353 };
  }
  close(): void {
    if (this.closed) throw new Error('Not running');
    this.closed = true;
  }
}

describe('defaultRouteAddress', () => {
  const fake = (behaviour: ConstructorParameters<typeof FakeUdpSocket>[0]) => {
    const socket = new FakeUdpSocket(behaviour);
    return { socket, createSocket: () => socket as unknown as Socket };
  };

  it('reads the local address the system picked, and closes the socket', async () => {
    const { socket, createSocket } = fake('ok');
    expect(await defaultRouteAddress({ createSocket })).toBe('192.168.1.50');
    expect(socket.closed).toBe(true);
  });

  it('gives null with no route, on a socket error, when nothing answers, or when nothing was bound', async () => {
    for (const behaviour of ['callbackError', 'errorEvent', 'unbound'] as const) {
      const { socket, createSocket } = fake(behaviour);
      expect(await defaultRouteAddress({ createSocket }), behaviour).toBeNull();
      expect(socket.closed, behaviour).toBe(true);
    }
    const { socket, createSocket } = fake('hang');
    const started = Date.now();
    expect(await defaultRouteAddress({ createSocket, timeoutMs: 50 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(socket.closed).toBe(true);
    expect(
      await defaultRouteAddress({
        createSocket: () => {
          throw new Error('EMFILE');
        },
      }),
    ).toBeNull();
  });

  it('asks the real routing table (here for loopback: no packet leaves the machine)', async () => {
    expect(await defaultRouteAddress({ target: { address: '127.0.0.1', port: 9 } })).toBe('127.0.0.1');
  });
});
