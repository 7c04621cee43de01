import { extname } from 'node:path';

const BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.usdz': 'model/vnd.usdz+zip',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** The local driver keeps no metadata, so the type follows from the key's extension. */
export function contentTypeOf(key: string): string {
  return BY_EXTENSION[extname(key).toLowerCase()] ?? 'application/octet-stream';
}
