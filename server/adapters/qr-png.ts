/**
 * A QR code as a PNG image the PDF embeds: qrcode-generator (byte mode, error correction M) gives the
 * modules; this writes them as an 8-bit grayscale PNG, `scale` pixels a module, with the 4-module quiet
 * zone the standard asks for. A PNG (not drawn rectangles) so the code is one image a reader finds whole.
 */
import { deflateSync } from 'node:zlib';
import qrcode from 'qrcode-generator';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The QR's modules for `text`, encoded as UTF-8 bytes: true is dark. */
export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  // The library takes a "binary string" of bytes in byte mode: the UTF-8 of an Ñ in an RFC survives.
  code.addData(Buffer.from(text, 'utf8').toString('latin1'), 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}

export function qrPng(text: string, scale = 4, quietZone = 4): Buffer {
  const modules = qrModules(text);
  const side = (modules.length + 2 * quietZone) * scale;
  const raw = Buffer.alloc(side * (side + 1), 0xff);
  for (let y = 0; y < side; y++) {
    raw[y * (side + 1)] = 0; // filter type None for each scanline
    const row = Math.floor(y / scale) - quietZone;
    for (let x = 0; x < side; x++) {
      const col = Math.floor(x / scale) - quietZone;
      if (modules[row]?.[col]) raw[y * (side + 1) + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, grayscale, deflate, no filter method, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
