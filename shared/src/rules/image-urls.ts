/** The small (480 px) variant of an image the API serves: the image URL with `size=small`. */
export function smallImageUrl(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}size=small`;
}
