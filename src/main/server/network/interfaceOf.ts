import { networkInterfaces } from 'node:os';
import type { LanAddress } from './lanAddress';
import type { InterfacesSource } from './networkWatcher';

/** `::ffff:192.168.1.5` (an IPv4 client on a dual-stack socket) is `192.168.1.5`. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * The interface a request arrived on, from the socket's local address: the operator's "Test with your
 * phone" says which network the phone came over. An address no interface has keeps "unknown".
 */
export function interfaceOf(
  localAddress: string | undefined,
  interfaces: InterfacesSource = networkInterfaces,
): LanAddress {
  const address = plainAddress(localAddress ?? '');
  for (const [interfaceName, infos] of Object.entries(interfaces())) {
    if (infos?.some((info) => plainAddress(info.address) === address)) return { interfaceName, address };
  }
  return { interfaceName: 'unknown', address };
}
