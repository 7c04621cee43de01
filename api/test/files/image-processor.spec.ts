import { ErrorCode } from '@hauskonfig/shared';
import sharp from 'sharp';
import { ApiException } from '../../src/common/errors/api-exception.js';
import { ImageProcessor, ProcessedImage } from '../../src/files/images/image-processor.js';
import { sniffImageFormat } from '../../src/files/images/image-signature.js';
import { filesTestConfig } from './files-test-config.js';
import {
  animatedGif,
  BLUE,
  exifRotatedJpeg,
  glbBytes,
  noisyImage,
  pngDeclaring,
  RED,
  solidImage,
  truncated,
} from './image-fixtures.js';

const processor = new ImageProcessor(filesTestConfig());

async function expectApiError(work: Promise<unknown>, status: number, code: ErrorCode, message: RegExp): Promise<void> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiException);
  const exception = error as ApiException;
  expect({ status: exception.getStatus(), code: exception.code }).toEqual({ status, code });
  expect(exception.message).toMatch(message);
}

/** Each variant is a real WebP with the dimensions it claims. */
async function expectWebpVariants(result: ProcessedImage): Promise<void> {
  expect(result.variants.map((variant) => variant.suffix)).toEqual(['', '-small']);
  for (const variant of result.variants) {
    expect(variant.contentType).toBe('image/webp');
    const metadata = await sharp(variant.buffer).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
  }
  expect({ width: result.width, height: result.height }).toEqual({
    width: result.variants[0].width,
    height: result.variants[0].height,
  });
}

async function pixel(image: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset], g: data[offset + 1], b: data[offset + 2] };
}

function expectColour(actual: { r: number; g: number; b: number }, expected: typeof RED): void {
  for (const channel of ['r', 'g', 'b'] as const)
    expect(Math.abs(actual[channel] - expected[channel])).toBeLessThan(40);
}

describe('ImageProcessor', () => {
  it.each(['png', 'jpeg', 'webp', 'gif', 'avif'] as const)('re-encodes %s as WebP variants', async (format) => {
    const input = await solidImage(format, 640, 480);
    expect(sniffImageFormat(input)).toBe(format);
    const result = await processor.process(input);
    await expectWebpVariants(result);
    expect(result.variants.map(({ width, height }) => [width, height])).toEqual([
      [640, 480],
      [480, 360],
    ]);
  });

  it('limits the longest side to 2048 and 480 pixels', async () => {
    const result = await processor.process(await solidImage('png', 1500, 3000));
    await expectWebpVariants(result);
    expect(result.variants.map(({ width, height }) => [width, height])).toEqual([
      [1024, 2048],
      [240, 480],
    ]);
  });

  it('never enlarges small images', async () => {
    const result = await processor.process(await solidImage('png', 120, 80));
    expect(result.variants.map(({ width, height }) => [width, height])).toEqual([
      [120, 80],
      [120, 80],
    ]);
  });

  it('applies the EXIF orientation to every variant and strips all metadata', async () => {
    const input = await exifRotatedJpeg();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const result = await processor.process(input);
    expect(result).toMatchObject({ width: 200, height: 400 });
    for (const variant of result.variants) {
      const metadata = await sharp(variant.buffer).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(variant.buffer.includes('Geheimer Fotograf')).toBe(false);
      expect(variant.height).toBe(variant.width * 2);
      // Upright: the image's former left half (red) is now on top.
      expectColour(await pixel(variant.buffer, variant.width / 2, variant.height / 4), RED);
      expectColour(await pixel(variant.buffer, variant.width / 2, (variant.height * 3) / 4), BLUE);
    }
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const input = await animatedGif();
    expect((await sharp(input).metadata()).pages).toBe(2);
    const result = await processor.process(input);
    expect(result).toMatchObject({ width: 60, height: 40 });
    expect((await sharp(result.variants[0].buffer).metadata()).pages ?? 1).toBe(1);
    expectColour(await pixel(result.variants[0].buffer, 30, 20), RED);
  });

  describe('refuses by content with 415', () => {
    const formats = /JPEG, PNG, WebP, AVIF und GIF/;

    it('a 3D model (GLB magic bytes) handed in as an image', async () => {
      await expectApiError(processor.process(glbBytes()), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, formats);
    });

    it('a text file', async () => {
      const text = Buffer.from('Grundriss Erdgeschoss\nWohnzimmer 32 m²\n');
      await expectApiError(processor.process(text), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, formats);
    });

    it('an empty upload', async () => {
      await expectApiError(processor.process(Buffer.alloc(0)), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, formats);
    });

    it('image formats sharp could read but the product does not accept (SVG, TIFF)', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      await expectApiError(processor.process(svg), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, formats);
      const tiff = await solidImage('tiff', 10, 10);
      await expectApiError(processor.process(tiff), 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, formats);
    });
  });

  it('refuses uploads above MAX_IMAGE_BYTES with 413 before looking at them', async () => {
    const small = new ImageProcessor(filesTestConfig({ MAX_IMAGE_BYTES: '2048' }));
    await expectApiError(small.process(Buffer.alloc(2049)), 413, ErrorCode.PAYLOAD_TOO_LARGE, /höchstens 0,002 MB/);
    await expect(small.process(await solidImage('png', 10, 10))).resolves.toMatchObject({ width: 10 });
  });

  it('refuses an image bomb (tiny file, huge declared size) with 422 from its header', async () => {
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(100);
    await expectApiError(processor.process(bomb), 422, ErrorCode.UNPROCESSABLE, /höchstens 50 Megapixel/);
  });

  it('counts width × height against MAX_IMAGE_PIXELS', async () => {
    const limited = new ImageProcessor(filesTestConfig({ MAX_IMAGE_PIXELS: '10000' }));
    await expect(limited.process(await solidImage('png', 100, 100))).resolves.toMatchObject({ width: 100 });
    await expectApiError(
      limited.process(await solidImage('png', 101, 100)),
      422,
      ErrorCode.UNPROCESSABLE,
      /höchstens 0,01 Megapixel/,
    );
  });

  describe('refuses damaged files with 422, never a server error', () => {
    const damaged = /beschädigt oder unvollständig/;

    it('a truncated JPEG', async () => {
      const input = await truncated(noisyImage('jpeg', 600, 400));
      await expectApiError(processor.process(input), 422, ErrorCode.UNPROCESSABLE, damaged);
    });

    it('a truncated PNG', async () => {
      const input = await truncated(noisyImage('png', 600, 400));
      await expectApiError(processor.process(input), 422, ErrorCode.UNPROCESSABLE, damaged);
    });

    it('a PNG signature followed by garbage', async () => {
      const input = Buffer.concat([(await solidImage('png', 10, 10)).subarray(0, 8), Buffer.alloc(200, 0x5a)]);
      await expectApiError(processor.process(input), 422, ErrorCode.UNPROCESSABLE, damaged);
    });

    it('a PNG that declares more pixels than its data holds', async () => {
      await expectApiError(processor.process(pngDeclaring(300, 200)), 422, ErrorCode.UNPROCESSABLE, damaged);
    });
  });
});
