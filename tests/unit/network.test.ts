import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  chooseLanAddress,
  interfaceKind,
  isPrivateIPv4,
  lanCandidates,
} from '../../src/main/server/network/lanAddress';
import { v4, type Interfaces } from '../fakeInterfaces';

function v6(address: string, internal = false): NetworkInterfaceInfo {
  return {
    address,
    netmask: 'ffff:ffff:ffff:ffff::',
    family: 'IPv6',
    mac: '00:11:22:33:44:55',
    internal,
    cidr: `${address}/64`,
    scopeid: 0,
  };
}

const loopback: Interfaces = { lo: [v4('127.0.0.1', true), v6('::1', true)] };
const names = (interfaces: Interfaces, defaultRoute?: string | null): string[] =>
  lanCandidates(interfaces, defaultRoute).map((c) => c.interfaceName);

describe('isPrivateIPv4', () => {
  it.each(['10.0.0.1', '10.255.255.254', '172.16.0.1', '172.31.255.1', '192.168.1.20'])(
    '%s is private',
    (a) => {
      expect(isPrivateIPv4(a)).toBe(true);
    },
  );
  it.each(['172.15.0.1', '172.32.0.1', '192.169.0.1', '8.8.8.8', '100.64.0.1', '169.254.3.4', '127.0.0.1'])(
    '%s is not private',
    (a) => {
      expect(isPrivateIPv4(a)).toBe(false);
    },
  );
  it.each(['', '10.0.0', '10.0.0.1.2', '10.0.0.256', '10.0.0.-1', '10.0.0.x', 'fe80::1', ' 10.0.0.1'])(
    'refuses malformed "%s"',
    (a) => {
      expect(isPrivateIPv4(a)).toBe(false);
    },
  );
});

describe('interfaceKind', () => {
  it.each([
    'wlan0',
    'wlp2s0',
    'wlo1',
    'eth0',
    'enp3s0',
    'eno1',
    'enx00e04c680001',
    'en0',
    'en1',
    'Wi-Fi',
    'Wi-Fi 2',
    'WiFi',
    'WLAN',
    'Ethernet',
    'Ethernet 2',
    'Local Area Connection',
    'Wireless Network Connection',
  ])('%s is a physical adapter', (name) => {
    expect(interfaceKind(name)).toBe('physical');
  });

  it.each([
    'docker0',
    'docker_gwbridge',
    'br-1a2b3c4d5e6f',
    'veth12ab34',
    'virbr0',
    'lxcbr0',
    'tun0',
    'tap0',
    'wg0',
    'tailscale0',
    'ztabcdef12',
    'ppp0',
    'utun3',
    'awdl0',
    'llw0',
    'bridge100',
    'vboxnet0',
    'vmnet8',
    'vEthernet (WSL)',
    'vEthernet (Default Switch)',
    'VirtualBox Host-Only Network',
    'VMware Network Adapter VMnet8',
    'Tailscale',
    'NordLynx',
    'ProtonVPN TUN',
    'ZeroTier One [8056c2e21c000001]',
    'Bluetooth Network Connection',
    'lo',
    'lo0',
  ])('%s is virtual (container, VM, VPN or loopback)', (name) => {
    expect(interfaceKind(name)).toBe('virtual');
  });

  it.each(['usb0', 'rndis0', 'Local Area Connection* 10', 'wwan0', 'Mobilfunk'])(
    '%s is another adapter',
    (name) => {
      expect(interfaceKind(name)).toBe('other');
    },
  );
});

describe('lanCandidates', () => {
  it('prefers Wi-Fi over Docker and libvirt bridges listed first (Linux)', () => {
    const interfaces: Interfaces = {
      ...loopback,
      docker0: [v4('172.17.0.1')],
      'br-9f8e7d6c5b4a': [v4('172.18.0.1')],
      virbr0: [v4('192.168.122.1')],
      wlp2s0: [v4('192.168.1.23'), v6('fe80::1234')],
    };
    expect(lanCandidates(interfaces)[0]).toEqual({ interfaceName: 'wlp2s0', address: '192.168.1.23' });
    expect(names(interfaces)).toEqual(['wlp2s0', 'docker0', 'br-9f8e7d6c5b4a', 'virbr0']);
  });

  it('puts VPN tunnels behind the venue network, and their public or carrier-grade addresses last', () => {
    const interfaces: Interfaces = {
      tun0: [v4('10.8.0.6')],
      wg0: [v4('10.66.66.2')],
      tailscale0: [v4('100.101.102.103')],
      enp3s0: [v4('10.0.12.40')],
    };
    expect(names(interfaces)).toEqual(['enp3s0', 'tun0', 'wg0', 'tailscale0']);
  });

  it('ignores IPv6, link-local 169.254/16, loopback and internal addresses', () => {
    const interfaces: Interfaces = {
      ...loopback,
      en0: [v6('fe80::1c2b:3a4d:5e6f:7081'), v6('2001:db8::5')],
      en5: [v4('169.254.10.20')],
      weird: [v4('127.0.1.1'), v4('0.0.0.0'), v4('224.0.0.1')],
    };
    expect(lanCandidates(interfaces)).toEqual([]);
  });

  it('uses Windows names: Wi-Fi first, WSL, Hyper-V and VirtualBox adapters after', () => {
    const interfaces: Interfaces = {
      'vEthernet (WSL)': [v4('172.28.160.1')],
      'VirtualBox Host-Only Network': [v4('192.168.56.1')],
      'vEthernet (Default Switch)': [v4('172.20.48.1')],
      'Wi-Fi': [v4('192.168.0.105'), v6('fe80::abcd')],
      'Loopback Pseudo-Interface 1': [v4('127.0.0.1', true)],
    };
    expect(names(interfaces)).toEqual([
      'Wi-Fi',
      'vEthernet (WSL)',
      'VirtualBox Host-Only Network',
      'vEthernet (Default Switch)',
    ]);
  });

  it('keeps the system order between equally good adapters (macOS en0 before en1)', () => {
    const interfaces: Interfaces = {
      lo0: [v4('127.0.0.1', true)],
      en0: [v4('192.168.178.20')],
      en1: [v4('10.0.0.5')],
      bridge100: [v4('192.168.64.1')],
      utun4: [v4('10.2.0.2')],
    };
    expect(names(interfaces)).toEqual(['en0', 'en1', 'bridge100', 'utun4']);
  });

  it("keeps Windows' hotspot adapter as a usable choice, after the real network", () => {
    const interfaces: Interfaces = {
      'Local Area Connection* 10': [v4('192.168.137.1')],
      Ethernet: [v4('192.168.1.7')],
    };
    expect(names(interfaces)).toEqual(['Ethernet', 'Local Area Connection* 10']);
  });

  it('lists a public address of a real adapter after every private one, but still lists it', () => {
    const interfaces: Interfaces = { eth0: [v4('203.0.113.7')], docker0: [v4('172.17.0.1')] };
    expect(names(interfaces)).toEqual(['docker0', 'eth0']);
  });

  it('lists each address of an interface once', () => {
    const interfaces: Interfaces = { eth0: [v4('192.168.1.2'), v4('192.168.1.2'), v4('10.1.1.2')] };
    expect(lanCandidates(interfaces)).toEqual([
      { interfaceName: 'eth0', address: '192.168.1.2' },
      { interfaceName: 'eth0', address: '10.1.1.2' },
    ]);
  });

  it('tolerates interfaces without addresses', () => {
    expect(lanCandidates({ eth0: undefined, wlan0: [] })).toEqual([]);
  });
});

describe('chooseLanAddress', () => {
  const interfaces: Interfaces = {
    docker0: [v4('172.17.0.1')],
    wlan0: [v4('192.168.1.50')],
    eth0: [v4('10.0.0.2')],
  };

  it('picks the best candidate', () => {
    expect(chooseLanAddress(interfaces)).toEqual({ interfaceName: 'wlan0', address: '192.168.1.50' });
  });

  it("honours the operator's choice of interface", () => {
    expect(chooseLanAddress(interfaces, 'eth0')).toEqual({ interfaceName: 'eth0', address: '10.0.0.2' });
    expect(chooseLanAddress(interfaces, 'docker0')).toEqual({
      interfaceName: 'docker0',
      address: '172.17.0.1',
    });
  });

  it('falls back to the best candidate when the chosen interface is gone', () => {
    expect(chooseLanAddress(interfaces, 'en7')).toEqual({ interfaceName: 'wlan0', address: '192.168.1.50' });
  });

  it('falls back to loopback with no network at all', () => {
    expect(chooseLanAddress(loopback)).toEqual({ interfaceName: 'loopback', address: '127.0.0.1' });
    expect(chooseLanAddress({})).toEqual({ interfaceName: 'loopback', address: '127.0.0.1' });
  });

  it('falls back to a virtual adapter when it is the only network (better than loopback)', () => {
    expect(chooseLanAddress({ ...loopback, docker0: [v4('172.17.0.1')] })).toEqual({
      interfaceName: 'docker0',
      address: '172.17.0.1',
    });
  });
});

describe('interfaceKind with the hardware address', () => {
  it.each([
    ['Ethernet 3', '00:ff:3a:5c:11:02', 'TAP-Windows (OpenVPN)'],
    ['Ethernet 2', '00:00:00:00:00:00', 'Wintun (WireGuard) or another layer-3 tunnel'],
    ['Ethernet', '00:15:5d:01:02:03', 'Hyper-V'],
    ['Ethernet 4', '0a:00:27:00:00:0c', 'VirtualBox host-only'],
    ['Ethernet 5', '00:50:56:c0:00:08', 'VMware'],
    ['en5', '00:1C:42:00:00:08', 'Parallels'],
  ])('%s with %s is virtual (%s)', (name, mac) => {
    expect(interfaceKind(name, mac)).toBe('virtual');
  });

  it('keeps real adapters physical, including randomized ("locally administered") Wi-Fi addresses', () => {
    expect(interfaceKind('Wi-Fi', 'da:a1:19:4e:2b:07')).toBe('physical');
    expect(interfaceKind('wlan0', '02:42:ac:11:00:02')).toBe('physical');
    expect(interfaceKind('en0', 'a4:83:e7:12:34:56')).toBe('physical');
  });

  it('cannot tell a VPN adapter named and addressed like a network card from one', () => {
    expect(interfaceKind('Ethernet 3', '5c:26:0a:44:12:9f')).toBe('physical');
  });
});

describe('lanCandidates with the default route', () => {
  it('puts the default route\'s adapter first: a VPN called "Ethernet 3" listed before Wi-Fi does not win', () => {
    const interfaces: Interfaces = {
      'Ethernet 3': [v4('10.8.0.6', false, '5c:26:0a:44:12:9f')],
      'vEthernet (WSL)': [v4('172.28.160.1')],
      'Wi-Fi': [v4('192.168.0.105')],
    };
    // Without the default route the names alone pick the VPN.
    expect(names(interfaces)[0]).toBe('Ethernet 3');
    expect(names(interfaces, '192.168.0.105')).toEqual(['Wi-Fi', 'Ethernet 3', 'vEthernet (WSL)']);
    expect(chooseLanAddress(interfaces, undefined, '192.168.0.105')).toEqual({
      interfaceName: 'Wi-Fi',
      address: '192.168.0.105',
    });
  });

  it('puts the Ethernet cable with the internet before the Wi-Fi when both are real', () => {
    const interfaces: Interfaces = { wlp2s0: [v4('192.168.1.23')], enp3s0: [v4('10.0.12.40')] };
    expect(names(interfaces)).toEqual(['wlp2s0', 'enp3s0']);
    expect(names(interfaces, '10.0.12.40')).toEqual(['enp3s0', 'wlp2s0']);
  });

  it('puts a public default-route address before virtual adapters, but after private real ones', () => {
    expect(names({ docker0: [v4('172.17.0.1')], eth0: [v4('203.0.113.7')] }, '203.0.113.7')).toEqual([
      'eth0',
      'docker0',
    ]);
    // A laptop on the venue's router (no internet) and on a mobile modem (the internet, a carrier address).
    const interfaces: Interfaces = {
      wwan0: [v4('100.80.12.9')],
      docker0: [v4('172.17.0.1')],
      wlan0: [v4('192.168.8.20')],
    };
    expect(names(interfaces, '100.80.12.9')).toEqual(['wlan0', 'wwan0', 'docker0']);
  });

  it('keeps a recognizable full-tunnel VPN behind the real network, first among the virtual ones', () => {
    const interfaces: Interfaces = {
      wg0: [v4('10.66.66.2')],
      tun0: [v4('10.8.0.6')],
      wlan0: [v4('192.168.1.50')],
    };
    expect(names(interfaces, '10.8.0.6')).toEqual(['wlan0', 'tun0', 'wg0']);
    const windows: Interfaces = {
      'Ethernet 2': [v4('10.5.0.2', false, '00:00:00:00:00:00')],
      'Wi-Fi': [v4('192.168.0.105')],
    };
    expect(names(windows, '10.5.0.2')).toEqual(['Wi-Fi', 'Ethernet 2']);
  });

  it('changes nothing when the default route is unknown or not one of the candidates', () => {
    const interfaces: Interfaces = { docker0: [v4('172.17.0.1')], wlan0: [v4('192.168.1.50')] };
    expect(names(interfaces, null)).toEqual(['wlan0', 'docker0']);
    expect(names(interfaces, '192.0.2.99')).toEqual(['wlan0', 'docker0']);
    expect(names(interfaces, '127.0.0.1')).toEqual(['wlan0', 'docker0']);
  });

  it("still honours the operator's interface over the default route while it exists", () => {
    const interfaces: Interfaces = { wlan0: [v4('192.168.1.50')], eth0: [v4('10.0.0.2')] };
    expect(chooseLanAddress(interfaces, 'wlan0', '10.0.0.2')).toEqual({
      interfaceName: 'wlan0',
      address: '192.168.1.50',
    });
    expect(chooseLanAddress(interfaces, 'en7', '10.0.0.2')).toEqual({
      interfaceName: 'eth0',
      address: '10.0.0.2',
    });
  });
});
