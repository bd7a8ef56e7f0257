import type { NetworkInterfaceInfo } from 'node:os';

export interface LanAddress {
  interfaceName: string;
  address: string;
}

const VIRTUAL =
  /^(docker|br-|veth|virbr|vbox|vmnet|vmware|utun|tun|tap|wg|zt|tailscale|ham|lo|llw|awdl|anpi|bridge)|virtual|vpn|hyper-v|vethernet|loopback|pseudo/i;
const PREFERRED = /^(wl|wlan|wi-?fi|en|eth|ethernet|wireless)/i;

/** RFC 1918 private IPv4 ranges: what a venue's Wi-Fi hands out. */
export function isPrivateIPv4(address: string): boolean {
  const parts = address.split('.').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) return false;
  const [a, b] = parts as [number, number, number, number];
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * Every IPv4 address guests could reach, best first: private addresses of up, non-internal
 * interfaces, Wi-Fi and Ethernet before virtual adapters (Docker, VirtualBox, VPNs).
 */
export function lanCandidates(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): LanAddress[] {
  const found: { candidate: LanAddress; score: number; order: number }[] = [];
  let order = 0;
  for (const [interfaceName, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      if (info.family !== 'IPv4' || info.internal || info.address.startsWith('169.254.')) continue;
      const virtual = VIRTUAL.test(interfaceName);
      const score =
        (isPrivateIPv4(info.address) ? 0 : 4) + (virtual ? 2 : 0) + (PREFERRED.test(interfaceName) ? 0 : 1);
      found.push({ candidate: { interfaceName, address: info.address }, score, order: order++ });
    }
  }
  return found.sort((a, b) => a.score - b.score || a.order - b.order).map((f) => f.candidate);
}

/** The address for the QR code and printed URL; loopback when there is no network at all. */
export function chooseLanAddress(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
  preferredInterface?: string,
): LanAddress {
  const candidates = lanCandidates(interfaces);
  const preferred = candidates.find((c) => c.interfaceName === preferredInterface);
  return preferred ?? candidates[0] ?? { interfaceName: 'loopback', address: '127.0.0.1' };
}
