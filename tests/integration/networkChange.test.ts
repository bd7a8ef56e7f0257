import { describe, expect, it } from 'vitest';
import { loopbackOnly, v4, type Interfaces } from '../fakeInterfaces';
import { connectOperator, connectScreen, sleep, TestClient, useTestResources } from './harness';

/**
 * A fake machine: the server listens on every interface (as in the app), but the clients only ever
 * connect to 127.0.0.1; the "LAN" addresses are made up and only end up in the QR code's text.
 */
function fakeNetwork(interfaces: Interfaces = loopbackOnly, route: string | null = null) {
  const machine = {
    interfaces,
    route,
    reads: 0,
    network: {
      interfaces: (): Interfaces => {
        machine.reads++;
        return machine.interfaces;
      },
      defaultRoute: async (): Promise<string | null> => machine.route,
      pollMs: 50,
    },
  };
  return machine;
}

describe('following network changes', () => {
  const { server, track } = useTestResources();

  it('Wi-Fi coming up after the start: the screens get the new join address, the operator the new network info', async () => {
    const machine = fakeNetwork();
    const logs: string[] = [];
    const t = await server({ host: '0.0.0.0', network: machine.network, log: (m) => logs.push(m) });
    const port = t.server.port;
    expect(t.url).toBe(`http://127.0.0.1:${port}`);
    expect(t.server.joinUrl()).toBe(`http://127.0.0.1:${port}/`);

    const screen = track(await connectScreen(t.url));
    const operator = track(await connectOperator(t.url));
    const phone = track(await TestClient.connect(t.url));
    expect((await screen.next('quizInfo')).joinUrl).toBe(`http://127.0.0.1:${port}/`);
    const before = await operator.next('networkInfo');
    expect(before.current).toEqual({ interfaceName: 'loopback', address: '127.0.0.1' });
    expect(before.candidates).toEqual([]);

    machine.interfaces = {
      ...loopbackOnly,
      docker0: [v4('172.17.0.1')],
      wlan0: [v4('192.168.1.50')],
    };
    machine.route = '192.168.1.50';
    const joinUrl = `http://192.168.1.50:${port}/`;
    expect((await screen.next('quizInfo', (q) => q.joinUrl === joinUrl)).joinUrl).toBe(joinUrl);
    await phone.next('quizInfo', (q) => q.joinUrl === joinUrl);
    const after = await operator.next('networkInfo', (n) => n.joinUrl === joinUrl);
    expect(after.current).toEqual({ interfaceName: 'wlan0', address: '192.168.1.50' });
    expect(after.candidates.map((c) => c.interfaceName)).toEqual(['wlan0', 'docker0']);
    expect(after.operatorLink.startsWith(`http://192.168.1.50:${port}/debug#key=`)).toBe(true);
    expect(t.server.joinUrl()).toBe(joinUrl);
    expect(t.server.lanAddress()).toEqual({ interfaceName: 'wlan0', address: '192.168.1.50' });
    expect(logs.filter((l) => l.startsWith('Guests now join at'))).toEqual([
      `Guests now join at ${joinUrl} (wlan0)`,
    ]);

    // A client connecting now is told the new address straight away.
    const late = track(await connectScreen(t.url));
    expect((await late.next('quizInfo')).joinUrl).toBe(joinUrl);

    // Nothing changes: nothing more is sent.
    await sleep(300);
    expect(screen.all('quizInfo').filter((q) => q.joinUrl === joinUrl)).toHaveLength(1);
    expect(operator.all('networkInfo')).toHaveLength(2);
  });

  it("keeps the operator's interface while it exists, and stops reading the network on close", async () => {
    const machine = fakeNetwork({ wlan0: [v4('192.168.1.50')], eth0: [v4('10.0.0.2')] }, '192.168.1.50');
    const t = await server({ host: '0.0.0.0', network: machine.network });
    const port = t.server.port;
    const screen = track(await connectScreen(t.url));
    const operator = track(await connectOperator(t.url));
    expect((await screen.next('quizInfo')).joinUrl).toBe(`http://192.168.1.50:${port}/`);

    operator.emit('chooseInterface', { interfaceName: 'eth0' });
    await screen.next('quizInfo', (q) => q.joinUrl === `http://10.0.0.2:${port}/`);
    await operator.next('networkInfo', (n) => n.current.interfaceName === 'eth0');
    // The default route does not take it back.
    await sleep(300);
    expect(t.server.lanAddress().interfaceName).toBe('eth0');

    // The cable is pulled: back to the Wi-Fi.
    machine.interfaces = { wlan0: [v4('192.168.1.50')] };
    await screen.next('quizInfo', (q) => q.joinUrl === `http://192.168.1.50:${port}/`);
    const info = await operator.next('networkInfo', (n) => n.current.interfaceName === 'wlan0');
    expect(info.candidates).toEqual([{ interfaceName: 'wlan0', address: '192.168.1.50' }]);

    await t.stop();
    const reads = machine.reads;
    await sleep(200);
    expect(machine.reads).toBe(reads);
  });

  it('leaves a server listening on one address alone', async () => {
    const machine = fakeNetwork({ wlan0: [v4('192.168.1.50')] }, '192.168.1.50');
    const t = await server({ host: '127.0.0.1', network: machine.network });
    const screen = track(await connectScreen(t.url));
    expect((await screen.next('quizInfo')).joinUrl).toBe(`http://127.0.0.1:${t.server.port}/`);
    machine.interfaces = { wlan0: [v4('192.168.1.77')] };
    await sleep(300);
    expect(screen.all('quizInfo')).toHaveLength(1);
    expect(t.server.joinUrl()).toBe(`http://127.0.0.1:${t.server.port}/`);
  });
});
