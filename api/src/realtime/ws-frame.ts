/**
 * Server-to-client WebSocket text frames (RFC 6455, section 5.2), built once per broadcast.
 *
 * A server never masks what it sends, and our server negotiates no extension (permessage-deflate
 * is off: server.ts), so the bytes on the wire of one message are the same for every socket: the
 * frame is built here once and the same buffer is written to every socket (connection.ts). `ws`
 * would frame it anew for each socket (a header buffer, option objects and a two-buffer write per
 * socket; websockets/ws issue 617). A socket that did negotiate permessage-deflate compresses with
 * its own context, so its bytes differ: it gets `payload` through `ws.send` instead.
 */
export interface OutgoingFrame {
  /** The message alone (UTF-8), for a socket that needs `ws` to frame it. */
  readonly payload: Buffer;
  /** The whole frame: FIN + text opcode, the payload length, unmasked, then the payload. */
  readonly wire: Buffer;
}

/** One text frame, FIN set, unmasked. */
export function textFrame(message: string): OutgoingFrame {
  const length = Buffer.byteLength(message);
  // 7-bit length up to 125; 126 + 16-bit length up to 65,535; 127 + 64-bit length beyond.
  const header = length < 126 ? 2 : length < 0x10000 ? 4 : 10;
  const wire = Buffer.allocUnsafe(header + length);
  wire[0] = 0x81;
  if (header === 2) {
    wire[1] = length;
  } else if (header === 4) {
    wire[1] = 126;
    wire.writeUInt16BE(length, 2);
  } else {
    wire[1] = 127;
    wire.writeUInt32BE(Math.floor(length / 0x1_0000_0000), 2);
    wire.writeUInt32BE(length >>> 0, 6);
  }
  wire.write(message, header, 'utf8');
  return { payload: wire.subarray(header), wire };
}
