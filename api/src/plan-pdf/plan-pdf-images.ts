import sharp from 'sharp';

/** An image pdfkit can embed, with its size in pixels for laying it out. */
export interface PdfImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Enough pixels for print at the sizes the PDF uses (about 17 cm wide at 300 dpi). */
const MAX_EDGE = 2000;

/**
 * Stored images are WebP, which pdfkit cannot embed: a photo becomes JPEG (small), a floor plan PNG
 * (sharp lines and text stay crisp). Transparency is laid on white, as the paper is.
 */
export async function toPdfImage(image: Buffer, kind: 'photo' | 'drawing'): Promise<PdfImage> {
  const pipeline = sharp(image)
    .rotate()
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
  const encoded = kind === 'photo' ? pipeline.jpeg({ quality: 85 }) : pipeline.png();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
