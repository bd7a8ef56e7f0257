import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { chooseLanAddress, interfaceKind, isPrivateIPv4, lanCandidates } from '../../src/main/server/network';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

function v4(address: string, internal = false): NetworkInterfaceInfo {
  return {
    address,
    netmask: '255.255.255.0',
    family: 'IPv4',
    mac: '00:11:22:33:44:55',
    internal,
    cidr: `${address}/24`,
  };
}

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
const names = (interfaces: Interfaces): string[] => lanCandidates(interfaces).map((c) => c.interfaceName);

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
