export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const ascii = (input: Buffer, start: number, end: number) => input.toString('latin1', start, end);

/** An ISO-BMFF 'ftyp' box naming AVIF as its major or a compatible brand. */
function isAvif(input: Buffer): boolean {
  if (input.length < 16 || ascii(input, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(input.readUInt32BE(0), input.length);
  const brands = [ascii(input, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(input, offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/**
 * The format by its magic bytes, or null. Only these formats ever reach libvips, so its other
 * loaders (SVG, TIFF, PDF, ...) never see untrusted input.
 */
export function sniffImageFormat(input: Buffer): ImageFormat | null {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.length >= 8 && input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (input.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(input, 0, 6))) return 'gif';
  if (input.length >= 12 && ascii(input, 0, 4) === 'RIFF' && ascii(input, 8, 12) === 'WEBP') return 'webp';
  return isAvif(input) ? 'avif' : null;
}
