import { sniffImageFormat } from './image-signature.js';

export interface ImageSize {
  width: number;
  height: number;
}

const KTX2_IDENTIFIER = Buffer.from([0xab, 0x4b, 0x54, 0x58, 0x20, 0x32, 0x30, 0xbb, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG frame headers (SOF0–SOF15 without DHT, JPG and DAC), which carry the image size. */
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Nesting of the ISO-BMFF boxes read for AVIF: meta > iprp > ipco > ispe. */
const AVIF_BOX_DEPTH = 3;

/** IHDR must be the first chunk. */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Walks the segments by their lengths, as libjpeg does, up to the first frame header. */
function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
    } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // TEM and RST have no length
    } else if (marker === 0xd9 || marker === 0xda || marker === 0xd8) {
      return null; // end, scan data or a second start before any frame header
    } else if (JPEG_FRAME_MARKERS.has(marker)) {
      if (at + 9 > bytes.length) return null;
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    } else {
      const length = bytes.readUInt16BE(at + 2);
      if (length < 2) return null;
      at += 2 + length;
    }
  }
  return null;
}

/** Lossy (VP8), lossless (VP8L) or extended (VP8X, its canvas) WebP. */
function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30) return null;
  switch (bytes.toString('latin1', 12, 16)) {
    case 'VP8 ':
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return null;
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    default:
      return null;
  }
}

const area = (size: ImageSize) => size.width * size.height;

/**
 * The largest image spatial extent ('ispe') among the ISO-BMFF boxes from `start` to `end`: that
 * of an AVIF's primary image, or of a grid or alpha plane when larger, so nothing the decoder may
 * allocate is underestimated.
 */
function largestExtent(bytes: Buffer, start: number, end: number, depth: number): ImageSize | null {
  let largest: ImageSize | null = null;
  for (let at = start; at + 8 <= end;) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) break;
    const body = at + header;
    let found: ImageSize | null = null;
    // meta and ispe are full boxes: version and flags come first.
    if (type === 'meta' && depth < AVIF_BOX_DEPTH) found = largestExtent(bytes, body + 4, at + size, depth + 1);
    if ((type === 'iprp' || type === 'ipco') && depth < AVIF_BOX_DEPTH) {
      found = largestExtent(bytes, body, at + size, depth + 1);
    }
    if (type === 'ispe' && size >= header + 12) {
      found = { width: bytes.readUInt32BE(body + 4), height: bytes.readUInt32BE(body + 8) };
    }
    if (found && (!largest || area(found) > area(largest))) largest = found;
    at += size;
  }
  return largest;
}

/** KTX2 (Basis) textures; a 1D texture has height 0. */
function ktx2Size(bytes: Buffer): ImageSize | null {
  if (bytes.length < 28) return null;
  return { width: bytes.readUInt32LE(20), height: Math.max(1, bytes.readUInt32LE(24)) };
}

/**
 * Width and height as the header of a PNG, JPEG, WebP, AVIF or KTX2 image declares them (the
 * texture formats of glTF and its extensions), read without decoding a pixel; null for any other
 * content, a header cut short, or a size of zero.
 */
export function imageSize(image: Uint8Array): ImageSize | null {
  const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  let size: ImageSize | null = null;
  if (bytes.subarray(0, KTX2_IDENTIFIER.length).equals(KTX2_IDENTIFIER)) size = ktx2Size(bytes);
  else {
    const format = sniffImageFormat(bytes);
    if (format === 'png') size = pngSize(bytes);
    if (format === 'jpeg') size = jpegSize(bytes);
    if (format === 'webp') size = webpSize(bytes);
    if (format === 'avif') size = largestExtent(bytes, 0, bytes.length, 0);
  }
  return size && size.width > 0 && size.height > 0 ? size : null;
}
