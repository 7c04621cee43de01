import sharp from 'sharp';
import { CONTENT_BOX, PREVIEW_MAX_HEIGHT } from './plan-pdf-style.js';

/** An image pdfkit can embed, with its size in pixels for laying it out. */
export interface PdfImage {
  data: Buffer;
  width: number;
  height: number;
}

export type PdfImageKind = 'photo' | 'drawing';

/**
 * The largest box (points) each kind of image is printed in, and the resolution it is printed at:
 * the preview photo at 150 dpi, a floor plan (fine lines, small measures) at 200 dpi over a whole
 * page. More pixels than that only make the file larger: a 2000 px floor plan was 1.7 MB of PNG.
 */
const PRINT_BOXES: Record<PdfImageKind, { width: number; height: number; dpi: number }> = {
  photo: { width: CONTENT_BOX.width, height: PREVIEW_MAX_HEIGHT, dpi: 150 },
  drawing: { width: CONTENT_BOX.width, height: CONTENT_BOX.height, dpi: 200 },
};

const POINTS_PER_INCH = 72;

/** The pixels a kind of image needs at most: its print box at its resolution. */
function printPixels(kind: PdfImageKind): { width: number; height: number } {
  const { width, height, dpi } = PRINT_BOXES[kind];
  return {
    width: Math.round((width / POINTS_PER_INCH) * dpi),
    height: Math.round((height / POINTS_PER_INCH) * dpi),
  };
}

/**
 * Stored images are WebP, which pdfkit cannot embed: a photo becomes JPEG, a floor plan a PNG of
 * at most 256 colours (lines and text stay crisp; a scanned plan's grain costs a byte per pixel at
 * most), each no larger than its print box needs. Transparency is laid on white, as the paper is,
 * which also lets pdfkit embed the PNG's data as it is instead of unpacking it pixel by pixel.
 */
export async function toPdfImage(image: Buffer, kind: PdfImageKind): Promise<PdfImage> {
  const pipeline = sharp(image)
    .rotate()
    .resize({ ...printPixels(kind), fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
  const encoded = kind === 'photo' ? pipeline.jpeg({ quality: 85 }) : pipeline.png({ palette: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
