/** Made-up network interfaces for the tests of the join address (never real addresses to send to). */
import type { NetworkInterfaceInfo } from 'node:os';

export type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/** An IPv4 address on a /24, as os.networkInterfaces() lists it. */
export function v4(address: string, internal = false, mac = '00:11:22:33:44:55'): NetworkInterfaceInfo {
  return {
    address,
    netmask: '255.255.255.0',
    family: 'IPv4',
    mac,
    internal,
    cidr: `${address}/24`,
  };
}

/** A machine with no network yet: loopback only. */
export const loopbackOnly: Interfaces = {
  lo: [{ ...v4('127.0.0.1'), netmask: '255.0.0.0', internal: true, cidr: '127.0.0.1/8' }],
};
