import { handshakeAuthSchema, TOO_MANY_CONNECTIONS_MESSAGE } from '@shared/index';
import type { AddressPolicy } from '../http/clientAddress';
import type { GameServer } from './gameSocket';
import type { OperatorKeyGuard } from '../api/operatorKey';
import { RateLimiter } from './rateLimiter';

export interface HandshakeOptions {
  keyGuard: OperatorKeyGuard;
  addresses: AddressPolicy;
  /** Open sockets per client address (0 = no limit). */
  connectionsPerAddress: number;
  log: (message: string) => void;
}

/**
 * The handshake decides each socket's role once: the operator key makes an operator (a wrong key is
 * refused, and an address that sent too many waits for its answers: `OperatorKeyGuard.admit`),
 * `role: 'screen'` a big screen, a couple link's secret one of the couple (issue 30), anything else a guest. Then the per-address cap on open sockets.
 */
export function useHandshake(io: GameServer, options: HandshakeOptions): void {
  io.use(async (socket, next) => {
    const auth = handshakeAuthSchema.safeParse(socket.handshake.auth ?? {});
    if (!auth.success) return next(new Error('Invalid handshake'));
    const { operatorKey: key, role, partnerKey } = auth.data;
    if (partnerKey !== undefined) {
      // One of the couple's own links (the shoe game): not the operator's key, and no guest either.
      const partner = options.keyGuard.partnerOf(partnerKey);
      if (partner === undefined) return next(new Error('This couple link is not valid any more'));
      socket.data.role = 'partner';
      socket.data.partner = partner;
    } else if (key !== undefined || role === 'operator') {
      const verdict = await options.keyGuard.admit(socket.handshake.address, key);
      if (!verdict.ok) return next(new Error(verdict.locked ? verdict.msg : 'Wrong operator key'));
      socket.data.role = 'operator';
    } else {
      socket.data.role = role === 'screen' ? 'screen' : 'guest';
    }
    socket.data.playerId = null;
    socket.data.joining = false;
    socket.data.limiter = new RateLimiter();
    next();
  });
  useConnectionCap(io, options);
}

/**
 * At most `connectionsPerAddress` open sockets per client address (this computer exempt): a script
 * opening thousands of connections cannot crowd out the guests. Refused at the handshake, logged once.
 */
function useConnectionCap(io: GameServer, { addresses, connectionsPerAddress, log }: HandshakeOptions): void {
  const connectionsFrom = new Map<string, number>();
  const crowdedAddresses = new Set<string>();
  io.use((socket, next) => {
    const address = addresses.limitedAddress(socket.handshake.address);
    socket.data.address = address;
    if (address === undefined || connectionsPerAddress <= 0) return next();
    const open = connectionsFrom.get(address) ?? 0;
    if (open >= connectionsPerAddress) {
      if (!crowdedAddresses.has(address)) {
        crowdedAddresses.add(address);
        log(
          `Refused connections from ${address}: more than ${connectionsPerAddress} open from that address.`,
        );
      }
      return next(new Error(TOO_MANY_CONNECTIONS_MESSAGE));
    }
    connectionsFrom.set(address, open + 1);
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      const left = (connectionsFrom.get(address) ?? 1) - 1;
      if (left > 0) connectionsFrom.set(address, left);
      else connectionsFrom.delete(address);
    };
    // Whichever comes first: a socket that never finishes connecting ends with its transport.
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    next();
  });
}
