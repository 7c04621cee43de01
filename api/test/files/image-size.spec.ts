import sharp from 'sharp';
import { imageSize } from '../../src/files/images/image-size.js';
import { exifRotatedJpeg, pngDeclaring, RED, solidImage } from './image-fixtures.js';

/** An ISO-BMFF box: 32-bit size, type, body. */
function box(type: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
}

/** An image spatial extent property: version and flags, then width and height. */
function ispe(width: number, height: number): Buffer {
  const body = Buffer.alloc(12);
  body.writeUInt32BE(width, 4);
  body.writeUInt32BE(height, 8);
  return box('ispe', body);
}

/** The header boxes of an AVIF whose image properties declare these extents; no image data. */
function avifDeclaring(...extents: [number, number][]): Buffer {
  const ftyp = box('ftyp', Buffer.from('avif\0\0\0\0avifmif1', 'latin1'));
  const properties = box('iprp', box('ipco', ...extents.map(([width, height]) => ispe(width, height))));
  return Buffer.concat([ftyp, box('meta', Buffer.alloc(4), box('hdlr', Buffer.alloc(24)), properties)]);
}

/** The 80-byte KTX2 header of a Basis texture of this size. */
function ktx2Declaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(80);
  Buffer.from([0xab, 0x4b, 0x54, 0x58, 0x20, 0x32, 0x30, 0xbb, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32LE(width, 20);
  header.writeUInt32LE(height, 24);
  return header;
}

const canvas = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { ...RED, alpha: 0.5 } } });

describe('imageSize (from the header, no pixel decoded)', () => {
  it.each([
    ['PNG', () => solidImage('png', 301, 203)],
    ['baseline JPEG', () => solidImage('jpeg', 301, 203)],
    ['progressive JPEG', () => canvas(301, 203).jpeg({ progressive: true }).toBuffer()],
    ['lossy WebP (VP8)', () => solidImage('webp', 301, 203)],
    ['lossless WebP (VP8L)', () => canvas(301, 203).webp({ lossless: true }).toBuffer()],
    ['WebP with alpha (VP8X)', () => canvas(301, 203, 4).webp().toBuffer()],
    ['AVIF', () => solidImage('avif', 301, 203)],
  ])('reads a %s as sharp does', async (_label, make) => {
    const image = await make();
    const metadata = await sharp(image).metadata();
    expect(imageSize(image)).toEqual({ width: metadata.width, height: metadata.height });
    expect(imageSize(image)).toEqual({ width: 301, height: 203 });
  });

  it('skips the EXIF segment of a camera JPEG to its frame header', async () => {
    expect(imageSize(await exifRotatedJpeg())).toEqual({ width: 400, height: 200 });
  });

  it('reads what a tiny file declares, however large', () => {
    expect(imageSize(pngDeclaring(8000, 8000))).toEqual({ width: 8000, height: 8000 });
    expect(imageSize(pngDeclaring(100_000, 100_000))).toEqual({ width: 100_000, height: 100_000 });
    expect(imageSize(ktx2Declaring(16384, 16384))).toEqual({ width: 16384, height: 16384 });
  });

  it('takes the largest extent an AVIF declares (a grid or alpha plane may exceed the first)', () => {
    expect(imageSize(avifDeclaring([512, 512], [8000, 8000]))).toEqual({ width: 8000, height: 8000 });
  });

  it('reads a bare image view inside a larger buffer (a slice of a GLB)', async () => {
    const png = await solidImage('png', 7, 5);
    const bin = Buffer.concat([Buffer.alloc(13), png, Buffer.alloc(9)]);
    expect(imageSize(new Uint8Array(bin.buffer, bin.byteOffset + 13, png.length))).toEqual({ width: 7, height: 5 });
  });

  it.each([
    ['nothing', () => Buffer.alloc(0)],
    ['text', () => Buffer.from('kein Bild, nur Text')],
    ['a GIF (no glTF texture format)', () => solidImage('gif', 8, 8)],
    ['a TIFF', () => solidImage('tiff', 8, 8)],
    ['a PNG cut inside its header', async () => (await solidImage('png', 8, 8)).subarray(0, 20)],
    ['a JPEG cut before its frame header', async () => (await exifRotatedJpeg()).subarray(0, 100)],
    ['a WebP cut inside its header', async () => (await solidImage('webp', 8, 8)).subarray(0, 24)],
    ['an AVIF without extents', () => avifDeclaring()],
    ['an AVIF whose box claims more than the file', () => avifDeclaring([8, 8]).subarray(0, 60)],
    ['a PNG declaring zero pixels', () => pngDeclaring(0, 8)],
    ['a KTX2 header cut short', () => ktx2Declaring(8, 8).subarray(0, 16)],
  ])('reads no size from %s', async (_label, make) => {
    expect(imageSize(await make())).toBeNull();
  });
});
