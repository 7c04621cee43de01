import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface ReadPdf {
  pages: string[];
  text: string;
  info: Record<string, unknown>;
}

/** The text of each page as pdfjs reads it back: what a reader copies out of the file. */
export async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  const { info } = await document.getMetadata();
  await document.destroy();
  return { pages, text: pages.join('\n'), info: info as Record<string, unknown> };
}

/**
 * pdfjs reads every space glyph back as " " (the file maps the glyphs to U+00A0 correctly), so an
 * amount is compared as formatEuros prints it with its no-break space read as a space.
 */
export const asRead = (text: string) => text.replace(/\s/gu, ' ');
