/**
 * Cache-Control of a stored house file (image or model). Files of published template houses may
 * sit in shared caches; all others (drafts, custom houses) are answered per token, so only the
 * caller's browser may keep them and no proxy or CDN can replay them to someone without one.
 *
 * `versioned`: the URL changes with the content (image names, a model's current `v`), so it can
 * be kept without asking again: a year when public, an hour when private, so a withdrawn access
 * does not outlive itself for long in a browser. Otherwise every use is revalidated.
 */
export function storedFileCaching(isPublic: boolean, versioned: boolean): string {
  if (isPublic) return versioned ? 'public, max-age=31536000, immutable' : 'no-cache';
  return versioned ? 'private, max-age=3600' : 'private, no-cache';
}
