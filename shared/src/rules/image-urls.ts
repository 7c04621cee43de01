/** The small (480 px) variant of an image the API serves: the image URL with `size=small`. */
export function smallImageUrl(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}size=small`;
}

/** Longest side of the stored hero picture and of its small variant (the API scales uploads to fit). */
export const HERO_IMAGE_WIDTHS = { full: 1600, small: 800 } as const;

/**
 * `src`, `srcset` and `sizes` of the start page's hero picture: phones take the small variant.
 * The server preloads the picture with the same values, so the browser fetches one file, once.
 */
export function heroImageSources(url: string): { src: string; srcSet: string; sizes: string } {
  return {
    src: url,
    srcSet: `${smallImageUrl(url)} ${HERO_IMAGE_WIDTHS.small}w, ${url} ${HERO_IMAGE_WIDTHS.full}w`,
    sizes: '100vw',
  };
}
