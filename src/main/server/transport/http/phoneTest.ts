import { randomBytes } from 'node:crypto';
import { PHONE_TEST_TOKEN, type PhoneTestInfo } from '@shared/wire/venue';
import { interfaceOf } from '../../network/interfaceOf';
import type { InterfacesSource } from '../../network/networkWatcher';

export interface PhoneTestOptions {
  /** The machine's interfaces (fake ones in tests). */
  interfaces?: InterfacesSource;
  now?: () => number;
}

/**
 * The operator's "Test with your phone" (issue 18): one test at a time, its random token in the test QR.
 * When a phone opens the test link the request's local address says which network it came over.
 * Runtime only: a test says nothing about the game, so it is not journaled.
 */
export class PhoneTest {
  private test: PhoneTestInfo | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;

  constructor(private readonly options: PhoneTestOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  get current(): PhoneTestInfo | null {
    return this.test ? { ...this.test, hit: this.test.hit ? { ...this.test.hit } : null } : null;
  }

  /** A new test with a new token; an earlier test's link no longer counts. */
  start(): PhoneTestInfo {
    this.test = { token: randomBytes(12).toString('base64url'), startedAt: this.now(), hit: null };
    this.changed();
    return this.test;
  }

  /** A phone opened `?check=<token>`: true when it is the running test's (the hit is recorded). */
  hit(token: unknown, localAddress: string | undefined): boolean {
    if (typeof token !== 'string' || !PHONE_TEST_TOKEN.test(token)) return false;
    if (this.test?.token !== token) return false;
    const { interfaceName, address } = interfaceOf(localAddress, this.options.interfaces);
    this.test = { ...this.test, hit: { interfaceName, address, at: this.now() } };
    this.changed();
    return true;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
