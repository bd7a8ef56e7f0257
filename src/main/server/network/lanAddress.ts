import type { NetworkInterfaceInfo } from 'node:os';

export interface LanAddress {
  interfaceName: string;
  address: string;
}

/**
 * What an interface name says about the network behind it. Node gives only the name (no type, no
 * description), so this is a best guess from the names each system uses:
 * - Linux: wlan0, wlp2s0 (Wi-Fi); eth0, enp3s0, eno1, enx… (Ethernet); docker0, br-1a2b, veth…, virbr0,
 *   lxcbr0, tun0, wg0, tailscale0, zt…, ppp0 (virtual or VPN);
 * - macOS: en0, en1… (Wi-Fi or Ethernet); utun…, awdl0, llw0, anpi…, bridge100, ap1 (virtual or VPN);
 * - Windows: "Wi-Fi", "WLAN", "Ethernet 2" (physical); "vEthernet (WSL)", "VirtualBox Host-Only Network",
 *   "VMware Network Adapter VMnet8", "NordLynx", "Tailscale", "ZeroTier One […]" (virtual or VPN).
 *   "Local Area Connection* 10" is Windows' own hotspot adapter: kept as a usable "other" interface.
 */
export type InterfaceKind = 'physical' | 'other' | 'virtual';

const VIRTUAL_PREFIX =
  /^(docker|br-|veth|virbr|vbox|vmnet|vmware|utun|tun\d|tap|wg\d|zt|tailscale|ham\d|llw|awdl|anpi|ap\d|p2p|bridge\d|lxc|lxd|cni|flannel|cali|podman|kube|vxlan|ppp|ipsec|gpd|cscotun|nordlynx|proton|mullvad|wireguard|openvpn|zerotier|hamachi|radmin|npcap|bnep|lo\d*$)/i;
const VIRTUAL_ANYWHERE = /virtual|vpn|hyper-v|vethernet|loopback|pseudo|tunnel|bluetooth|host-only/i;
const WIFI = /^wl|wi-?fi|wlan|wireless|drahtlos|sans fil|inal[aá]mbric|senza fili|draadloos/i;
const ETHERNET =
  /^(en|eth)|ethernet|^lan\b|local area connection(?!\*)|lan-verbindung|r[ée]seau local|[aá]rea local/i;

/**
 * Hardware addresses that give a virtual adapter away whatever its name: all zeros is a layer-3 tunnel
 * with no Ethernet frame at all (WireGuard and Wintun, OpenVPN tun, utun, ppp, Tailscale); the others
 * are the vendor prefixes of Hyper-V, VirtualBox, VMware, Parallels and TAP-Windows (OpenVPN's
 * "Ethernet 3"). Never the "locally administered" bit: phones and laptops randomize their Wi-Fi
 * address with it.
 */
const VIRTUAL_MAC =
  /^(00:00:00:00:00:00|00:15:5d|0a:00:27|08:00:27|00:50:56|00:0c:29|00:05:69|00:1c:14|00:1c:42|00:ff:)/i;

/**
 * A guess from the interface's name and, when given, its hardware address. Windows names VPN
 * adapters like wired ones ("Ethernet 3"): neither the name nor always the MAC tells them apart.
 * What does is the default route (see `lanCandidates`): a split-tunnel VPN or a VM's adapter is not
 * where this machine's traffic goes, the venue's Wi-Fi is.
 */
export function interfaceKind(interfaceName: string, mac?: string): InterfaceKind {
  if (VIRTUAL_PREFIX.test(interfaceName) || VIRTUAL_ANYWHERE.test(interfaceName)) return 'virtual';
  if (mac !== undefined && VIRTUAL_MAC.test(mac)) return 'virtual';
  if (WIFI.test(interfaceName) || ETHERNET.test(interfaceName)) return 'physical';
  return 'other';
}

function octets(address: string): [number, number, number, number] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  const numbers = parts.map(Number);
  if (numbers.some((n) => n > 255)) return null;
  return numbers as [number, number, number, number];
}

/** RFC 1918 private IPv4 ranges: what a venue's Wi-Fi, a travel router or a phone hotspot hands out. */
export function isPrivateIPv4(address: string): boolean {
  const o = octets(address);
  if (!o) return false;
  const [a, b] = o;
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * Addresses no phone can use: loopback 127/8, link-local 169.254/16 (a network without DHCP),
 * "this network" 0/8, multicast and reserved 224+.
 */
function isUnusable(address: string): boolean {
  const o = octets(address);
  if (!o) return true;
  const [a, b] = o;
  return a === 0 || a === 127 || (a === 169 && b === 254) || a >= 224;
}

/**
 * Every IPv4 address guests could reach, best first: addresses of up, non-internal interfaces
 * (Node lists only interfaces that are up and running), never IPv6, loopback or link-local.
 * Order: private addresses before public or carrier-grade ones (100.64/10 is Tailscale's and mobile
 * networks'), then Wi-Fi and Ethernet before unknown names before virtual adapters (Docker,
 * VirtualBox, Hyper-V, WSL, VPNs), then the system's own order.
 *
 * `defaultRoute` is the local address the system sends internet traffic from (see defaultRoute.ts),
 * when known. It beats the name heuristics, which cannot tell a VPN adapter called "Ethernet 3" from
 * the real network card: a private default-route address of an adapter that is not recognizably
 * virtual comes first of all; a public one (a mobile modem, a tethered phone on a carrier address)
 * still comes after the private addresses of real adapters, but before any virtual adapter. A
 * recognizably virtual default route (a full-tunnel VPN) only goes first among the virtual ones:
 * the guests are not on the VPN.
 */
export function lanCandidates(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
  defaultRoute?: string | null,
): LanAddress[] {
  const kindRank: Record<InterfaceKind, number> = { physical: 0, other: 1, virtual: 2 };
  const found: { candidate: LanAddress; rank: number; order: number }[] = [];
  const seen = new Set<string>();
  let order = 0;
  for (const [interfaceName, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      if (info.family !== 'IPv4' || info.internal || isUnusable(info.address)) continue;
      const key = `${interfaceName}\n${info.address}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const kind = interfaceKind(interfaceName, info.mac);
      const isPrivate = isPrivateIPv4(info.address);
      let rank = (isPrivate ? 0 : 10) + kindRank[kind];
      if (defaultRoute && info.address === defaultRoute) {
        if (kind === 'virtual') rank -= 0.5;
        else rank = isPrivate ? -1 : 1.5;
      }
      found.push({ candidate: { interfaceName, address: info.address }, rank, order: order++ });
    }
  }
  return found.sort((a, b) => a.rank - b.rank || a.order - b.order).map((f) => f.candidate);
}

/** The address in the QR code when the machine has no network at all. */
export const LOOPBACK: LanAddress = { interfaceName: 'loopback', address: '127.0.0.1' };

/**
 * The address for the QR code and the printed URL: the operator's choice while that interface is
 * still there, else the best candidate (the default route's when known); loopback when there is no
 * network at all.
 */
export function chooseLanAddress(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
  preferredInterface?: string,
  defaultRoute?: string | null,
): LanAddress {
  return pickFrom(lanCandidates(interfaces, defaultRoute), preferredInterface);
}

/** `chooseLanAddress` on an already ranked list. */
export function pickFrom(candidates: readonly LanAddress[], preferredInterface?: string): LanAddress {
  const preferred =
    preferredInterface === undefined
      ? undefined
      : candidates.find((c) => c.interfaceName === preferredInterface);
  return preferred ?? candidates[0] ?? { ...LOOPBACK };
}
