/**
 * Client addresses for the per-address limits and "Remove and block".
 *
 * On a venue's LAN every phone has an address of its own, so a limit per address holds back one
 * misbehaving device, never a table of guests. Behind a travel router in NAT mode, though, every phone
 * shows up with the router's address: start the server with `--players-per-address 0` (no limit) there.
 */
import { isIPv4 } from 'node:net';

/** One spelling per address: an IPv4 address seen on a dual-stack socket (`::ffff:a.b.c.d`) is `a.b.c.d`. */
export function normalizeAddress(address: string | undefined): string {
  const text = (address ?? '').trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  return mapped?.[1] && isIPv4(mapped[1]) ? mapped[1] : text;
}

/** 127.0.0.0/8 and ::1: this computer itself. */
export function isLoopback(address: string): boolean {
  const normalized = normalizeAddress(address);
  return normalized === '::1' || (isIPv4(normalized) && normalized.startsWith('127.'));
}

export interface AddressPolicy {
  /** The address limits and blocks apply to, or undefined for a trusted client (exempt from them). */
  limitedAddress: (raw: string | undefined) => string | undefined;
}

/** `trustLoopback` (default): the laptop's own windows and tools are never limited nor blocked. */
export function addressPolicy(trustLoopback = true): AddressPolicy {
  return {
    limitedAddress: (raw) => {
      const address = normalizeAddress(raw);
      if (address === '') return undefined;
      return trustLoopback && isLoopback(address) ? undefined : address;
    },
  };
}
