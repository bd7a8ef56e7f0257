import { Decoder, Encoder, PacketType, protocol, type Packet } from 'socket.io-parser';
import type { PhoneOwn, PhoneShared, PhoneViewMessage } from '@shared/index';

/**
 * A phone's view with both its parts, whose shared part was encoded once for the whole step (issue 29).
 * At a reveal every guest's own part changes, so every phone gets a message of its own; the shared
 * part of those thousands of messages is the same text, spliced in rather than encoded again each time.
 * It reads like any `PhoneViewMessage`.
 */
export class SplicedView implements PhoneViewMessage {
  constructor(
    readonly shared: PhoneShared,
    /** `shared` as JSON, made once per step. */
    readonly sharedJson: string,
    readonly own: PhoneOwn | null,
  ) {}

  json(): string {
    return `{"shared":${this.sharedJson},"own":${JSON.stringify(this.own)}}`;
  }
}

/**
 * Socket.IO's own encoder (its `parser` option), which writes a `SplicedView` from its parts: the same
 * text `JSON.stringify` would make, so phones decode it with the standard parser.
 */
class SplicingEncoder extends Encoder {
  override encode(packet: Packet): unknown[] {
    const data: unknown = packet.data;
    if (
      packet.type === PacketType.EVENT &&
      (packet.nsp === '/' || !packet.nsp) &&
      packet.id === undefined &&
      Array.isArray(data) &&
      data.length === 2 &&
      data[1] instanceof SplicedView
    ) {
      return [`${PacketType.EVENT}[${JSON.stringify(data[0])},${data[1].json()}]`];
    }
    return super.encode(packet);
  }
}

export const splicingParser = { protocol, PacketType, Encoder: SplicingEncoder, Decoder };
