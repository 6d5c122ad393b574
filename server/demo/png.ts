import { crc32, deflateSync } from 'node:zlib';

export interface RawImage {
  width: number;
  height: number;
  /** 1: greyscale, 3: RGB. */
  channels: 1 | 3;
  /** Row after row, `channels` bytes a pixel, no padding. */
  pixels: Uint8Array;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, sum]);
}

/**
 * A PNG of 8-bit pixels, written by hand (signature, IHDR, IDAT, IEND). Every row uses the "Up"
 * filter, which makes smooth vertical changes (gradients) compress to almost nothing.
 */
export function encodePng({ width, height, channels, pixels }: RawImage, level = 6): Buffer {
  const rowBytes = width * channels;
  if (pixels.length !== rowBytes * height) throw new Error(`Expected ${rowBytes * height} bytes of pixels, got ${pixels.length}`);
  const filtered = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (rowBytes + 1);
    const row = y * rowBytes;
    filtered[out] = 2; // Up: each byte minus the one above it
    for (let x = 0; x < rowBytes; x++) {
      filtered[out + 1 + x] = (pixels[row + x]! - (y > 0 ? pixels[row - rowBytes + x]! : 0)) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = channels === 3 ? 2 : 0; // truecolour or greyscale
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
