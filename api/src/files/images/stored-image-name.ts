/** Stored images are `<uuid>.webp`, with their small variant `<uuid>-small.webp` beside them. */
const STORED_NAME = /^([0-9a-f-]{36})\.webp$/;

export function smallVariantName(filename: string): string {
  return filename.replace(/\.webp$/, '-small.webp');
}

/** Both stored sizes of an image. */
export function variantNames(filename: string): string[] {
  return [filename, smallVariantName(filename)];
}

/** The file to serve for a requested name and `?size=`; null when the name is no stored image. */
export function requestedVariant(filename: string, size: string | undefined): string | null {
  if (!STORED_NAME.test(filename)) return null;
  return size === 'small' ? smallVariantName(filename) : filename;
}
