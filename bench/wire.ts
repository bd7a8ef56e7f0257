/**
 * What a guest's phone actually receives on the wire: WebSocket frame sizes, counted from the
 * Engine.IO packets (Socket.IO never compresses them: the server leaves perMessageDeflate off).
 */

/** An Engine.IO packet as `engine.on('packet')` hands it over. */
export interface EnginePacket {
  type: string;
  data?: unknown;
}

const ENGINE_TYPE_CHAR: Record<string, string> = {
  open: '0',
  close: '1',
  ping: '2',
  pong: '3',
  message: '4',
  upgrade: '5',
  noop: '6',
};

/** Bytes of the WebSocket frame (header + payload) that carried an Engine.IO packet, server to client. */
export function frameBytes(packet: EnginePacket): number {
  let payload = ENGINE_TYPE_CHAR[packet.type] === undefined ? 0 : 1;
  if (typeof packet.data === 'string') payload += Buffer.byteLength(packet.data);
  else if (packet.data instanceof ArrayBuffer) payload += packet.data.byteLength;
  else if (Buffer.isBuffer(packet.data)) payload += packet.data.length;
  // Unmasked server frames: 2 header bytes up to 125, 4 up to 65535, else 10.
  const header = payload <= 125 ? 2 : payload <= 0xffff ? 4 : 10;
  return header + payload;
}

const EVENT_NAME = /^2\["([A-Za-z]+)"/;

/** A name for what the frame carried: the Socket.IO event name, or the packet kind. */
export function frameKind(packet: EnginePacket): string {
  if (packet.type !== 'message') return `engine:${packet.type}`;
  if (typeof packet.data !== 'string') return 'binary';
  const event = EVENT_NAME.exec(packet.data);
  if (event?.[1] !== undefined) return event[1];
  const sioType = packet.data[0] ?? '?';
  return (
    { '0': 'sio:connect', '1': 'sio:disconnect', '3': 'sio:ack', '4': 'sio:connectError' }[sioType] ??
    'sio:other'
  );
}
