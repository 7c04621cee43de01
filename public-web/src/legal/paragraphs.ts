/**
 * A plain legal text as paragraphs: a blank line starts a new one, single line breaks stay inside
 * (addresses). A first paragraph that only repeats the page's heading is left out.
 */
export function legalParagraphs(text: string, heading: string): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return paragraphs[0]?.toLowerCase() === heading.toLowerCase() ? paragraphs.slice(1) : paragraphs;
}
