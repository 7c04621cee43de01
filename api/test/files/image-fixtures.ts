import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const RED = { r: 220, g: 30, b: 30 };
export const BLUE = { r: 30, g: 30, b: 220 };

/** A plain coloured image in the given format. */
export function solidImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' | 'tiff',
  width: number,
  height: number,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: RED } })
    .toFormat(format)
    .toBuffer();
}

/** Random pixels, so compressed data is large and a cut lands in the middle of it. */
export function noisyImage(format: 'png' | 'jpeg', width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: RED, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** The first half of a valid image: its header is intact, its pixel data is not. */
export async function truncated(image: Promise<Buffer>): Promise<Buffer> {
  const bytes = await image;
  return bytes.subarray(0, Math.floor(bytes.length / 2));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG of a few dozen bytes whose header declares width × height grey pixels. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), compression, filter and interlace stay 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal binary glTF (3D model): its magic bytes are not an image's. */
export function glbBytes(): Buffer {
  const json = Buffer.from('{"asset":{"version":"2.0"}}  ', 'utf8');
  const header = Buffer.alloc(20);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(20 + json.length, 8);
  header.writeUInt32LE(json.length, 12);
  header.write('JSON', 16, 'latin1');
  return Buffer.concat([header, json]);
}

/**
 * 400 × 200 pixels, red left half and blue right half, tagged with EXIF orientation 6 (shown
 * rotated 90° clockwise: 200 × 400, red on top) and an EXIF artist that must not survive.
 */
export function exifRotatedJpeg(): Promise<Buffer> {
  const blueHalf = { create: { width: 200, height: 200, channels: 3 as const, background: BLUE } };
  return sharp({ create: { width: 400, height: 200, channels: 3, background: RED } })
    .composite([{ input: blueHalf, left: 200, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: 'Geheimer Fotograf' } })
    .toBuffer();
}

/** A two-frame animated GIF, 60 × 40 per frame: red, then blue. */
export function animatedGif(): Promise<Buffer> {
  const frame = (colour: typeof RED) => Buffer.alloc(60 * 40 * 3, Buffer.from([colour.r, colour.g, colour.b]));
  return sharp(Buffer.concat([frame(RED), frame(BLUE)]), {
    raw: { width: 60, height: 80, channels: 3, pageHeight: 40 },
  })
    .gif()
    .toBuffer();
}
