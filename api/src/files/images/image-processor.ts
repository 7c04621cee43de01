import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@hauskonfig/shared';
import sharp, { Metadata, Sharp } from 'sharp';
import { ApiException } from '../../common/errors/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { germanNumber } from './german-number.js';
import { ImageFormat, sniffImageFormat } from './image-signature.js';

export interface ImageVariant {
  suffix: '' | '-small';
  buffer: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

/** width and height are those of the main variant (upright, as stored). */
export interface ProcessedImage {
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** Longest side of the main and the small variant; smaller images are never enlarged. */
export interface VariantEdges {
  main: number;
  small: number;
}

const DEFAULT_EDGES: VariantEdges = { main: 2048, small: 480 };

const WEBP_QUALITY = 82;

const unsupported = () =>
  new ApiException(
    415,
    ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    'Dieses Bildformat wird nicht unterstützt. Erlaubt sind JPEG, PNG, WebP, AVIF und GIF.',
  );

const corrupt = () =>
  new ApiException(
    422,
    ErrorCode.UNPROCESSABLE,
    'Die Bilddatei ist beschädigt oder unvollständig und kann nicht gelesen werden.',
  );

/** The format as sharp's decoder names it; AVIF is a HEIF container with AV1 inside. */
function decodedFormat(metadata: Metadata): string {
  return metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
}

/**
 * Checks an uploaded image by its content and re-encodes it as WebP variants. Re-encoding drops
 * EXIF and every other embedded metadata (location, camera) after applying the EXIF orientation.
 */
@Injectable()
export class ImageProcessor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async process(input: Buffer, edges: VariantEdges = DEFAULT_EDGES): Promise<ProcessedImage> {
    const { maxImageBytes, maxImagePixels } = this.config.uploads;
    if (input.length > maxImageBytes) {
      const megabytes = germanNumber(maxImageBytes / 1024 / 1024);
      throw new ApiException(413, ErrorCode.PAYLOAD_TOO_LARGE, `Das Bild ist zu groß (höchstens ${megabytes} MB).`);
    }
    const format = sniffImageFormat(input);
    if (!format) throw unsupported();
    const metadata = await this.readHeader(input, format);
    if (metadata.width * metadata.height > maxImagePixels) {
      const megapixels = germanNumber(maxImagePixels / 1_000_000);
      throw new ApiException(
        422,
        ErrorCode.UNPROCESSABLE,
        `Das Bild hat zu viele Pixel (höchstens ${megapixels} Megapixel). Bitte verkleinern Sie es vor dem Hochladen.`,
      );
    }

    // limitInputPixels guards the decoder once more. failOn 'error' still refuses truncated data
    // but, unlike the default 'warning', accepts the harmless warnings many camera JPEGs raise.
    // Animated GIF and WebP keep their first frame (sharp reads one page by default).
    const image = sharp(input, { limitInputPixels: maxImagePixels, failOn: 'error' }).autoOrient();
    const variants = await Promise.all([
      this.encode(image.clone(), '', edges.main),
      this.encode(image.clone(), '-small', edges.small),
    ]);
    return { width: variants[0].width, height: variants[0].height, variants };
  }

  /** Reads only the header, so huge declared dimensions are refused before any pixel is decoded. */
  private async readHeader(input: Buffer, format: ImageFormat): Promise<Metadata> {
    let metadata: Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw corrupt();
    }
    // e.g. a HEIC (HEVC) file that lists AVIF among its brands.
    if (decodedFormat(metadata) !== format) throw unsupported();
    return metadata;
  }

  private async encode(image: Sharp, suffix: ImageVariant['suffix'], edge: number): Promise<ImageVariant> {
    try {
      const { data, info } = await image
        .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { suffix, buffer: data, width: info.width, height: info.height, contentType: 'image/webp' };
    } catch {
      // Truncated or corrupt pixel data of an otherwise valid header.
      throw corrupt();
    }
  }
}
