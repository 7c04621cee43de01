import { formatMessage, GLB_CONTAINER_MESSAGES as M } from '@hauskonfig/shared';
import type { GlbContainer } from './glb-container.js';

/** How much larger than the file its meshopt-compressed data may decode to. */
const MAX_MESHOPT_RATIO = 64;

interface GlbBuffer {
  byteLength?: unknown;
  extensions?: { EXT_meshopt_compression?: { fallback?: unknown } };
}

const isMeshoptFallback = (buffer: GlbBuffer | null) => buffer?.extensions?.EXT_meshopt_compression?.fallback === true;

const sumOfLengths = (buffers: (GlbBuffer | null)[]) =>
  buffers.reduce(
    (sum, buffer) => sum + (typeof buffer?.byteLength === 'number' && buffer.byteLength > 0 ? buffer.byteLength : 0),
    0,
  );

/**
 * The upload's rules on the sizes a GLB declares, checked before the Khronos validator allocates
 * them: the header's length is the file's, and the buffers fit into the file. Returns the German
 * reason, or null.
 */
export function declaredSizeProblem({ declaredLength, json }: GlbContainer, fileLength: number): string | null {
  if (declaredLength !== fileLength) return formatMessage(M.lengthMismatch, declaredLength, fileLength);
  const buffers: (GlbBuffer | null)[] = Array.isArray(json.buffers) ? json.buffers : [];
  const declaredBufferBytes = sumOfLengths(buffers.filter((buffer) => !isMeshoptFallback(buffer)));
  if (declaredBufferBytes > fileLength) return formatMessage(M.bufferBytesOverFile, declaredBufferBytes, fileLength);
  // Meshopt-compressed models (gltfpack, our own web GLB) declare the decoded size in a buffer
  // without data; decoding allocates it, so it is bounded by a plausible compression ratio.
  const fallbackBytes = sumOfLengths(buffers.filter(isMeshoptFallback));
  if (fallbackBytes > fileLength * MAX_MESHOPT_RATIO) return formatMessage(M.implausibleDecodedSize, fallbackBytes);
  return null;
}
