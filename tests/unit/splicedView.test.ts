/**
 * A reveal's per-phone views splice the step's shared part, encoded once, into each message (issue 29).
 * What goes on the wire must be exactly what Socket.IO's standard encoder writes for the same message,
 * so a phone decodes it with the standard parser.
 */
import { describe, expect, it } from 'vitest';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import type { PhoneOwn, PhoneShared } from '@shared/index';
import { SplicedView, splicingParser } from '../../src/main/server/transport/socket/splicedView';
import { revealShared } from '../support/phoneParts';

const shared: PhoneShared = { ...revealShared(), breakMessage: 'Cake "and" \u2028 speeches — 🎂' };
const own: PhoneOwn = {
  name: 'Zoë "Z" \\ 李',
  team: null,
  myWish: null,
  answer: { questionNumber: 2, value: [3, 1, 0, 2] },
  ranking: {
    questionNumber: 2,
    answered: true,
    correct: false,
    points: 412,
    score: 2210,
    rank: 7,
    above: { player_name: 'Bo "B"', score: 2300, rank: 6 },
    below: null,
  },
};

function encodeWith(encoder: Encoder, data: unknown[]): unknown[] {
  return encoder.encode({ type: PacketType.EVENT, nsp: '/', data });
}

describe('the spliced phone view', () => {
  it('is written exactly as the standard encoder writes the same message, own part or none', () => {
    const spliced = new splicingParser.Encoder();
    const standard = new Encoder();
    for (const part of [own, null]) {
      const view = new SplicedView(shared, JSON.stringify(shared), part);
      const wire = encodeWith(spliced, ['phoneView', view]);
      expect(wire).toEqual(encodeWith(standard, ['phoneView', { shared, own: part }]));
      // …and reads back as the message it stands for.
      const decoded: unknown[] = [];
      const decoder = new Decoder();
      decoder.on('decoded', (packet: Packet) => void decoded.push(packet.data));
      decoder.add(wire[0] as string);
      expect(decoded).toEqual([['phoneView', { shared, own: part }]]);
    }
  });

  it('leaves every other message to the standard encoder', () => {
    const spliced = new splicingParser.Encoder();
    const standard = new Encoder();
    const other = ['userAnswered', { questionNo: 1, answer: 2 }];
    expect(encodeWith(spliced, other)).toEqual(encodeWith(standard, other));
    const binary = ['x', Buffer.from([1, 2, 3])];
    expect(encodeWith(spliced, binary)).toEqual(encodeWith(standard, binary));
  });
});
