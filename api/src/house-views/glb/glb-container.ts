import { formatMessage, GLB_CONTAINER_MESSAGES as M } from '@hauskonfig/shared';

/** Facts read from a GLB's container before anything large is parsed or allocated. */
export interface GlbContainer {
  /** The length the header declares: bytes after it are not part of the model. */
  declaredLength: number;
  /** The parsed JSON chunk (an object), so later checks need not parse it again. */
  json: Record<string, unknown>;
  /** The binary chunk, which glTF places right after the JSON chunk; null when there is none. */
  bin: Uint8Array | null;
}

/** Why the container cannot be read, in German. */
export interface GlbContainerFault {
  problem: string;
}

const MAGIC = 0x46546c67; // 'glTF'
const JSON_CHUNK = 0x4e4f534a; // 'JSON'
const BIN_CHUNK = 0x004e4942; // 'BIN\0'
const HEADER = 12;
const CHUNK_HEADER = 8;
/** Larger JSON than this is no house model but an attempt to exhaust memory. */
const MAX_JSON_BYTES = 16 * 1024 * 1024;

/**
 * Deeper JSON than this is no model: glTF needs a handful of levels, and the Khronos validator
 * recurses per level, so a few thousand make it overflow the stack outside any promise (an
 * uncaught exception that would end the process).
 */
const MAX_JSON_DEPTH = 64;

/** Nesting depth of parsed JSON, measured without recursion (so it cannot overflow itself). */
function jsonDepth(root: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[root, 1]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
  return deepest;
}

const fault = (problem: string): GlbContainerFault => ({ problem });

function parseJsonChunk(data: Uint8Array): { json: Record<string, unknown> } | GlbContainerFault {
  if (data.length > MAX_JSON_BYTES) return fault(M.jsonTooLarge);
  let parsed: unknown;
  try {
    // The BOM is kept, so JSON.parse refuses it as glTF does.
    parsed = JSON.parse(new TextDecoder('utf-8', { ignoreBOM: true }).decode(data));
  } catch {
    return fault(M.jsonBroken);
  }
  // `null`, a number or a list is valid JSON but no glTF (and reading fields of null would throw).
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fault(M.jsonNotObject);
  if (jsonDepth(parsed) > MAX_JSON_DEPTH) return fault(formatMessage(M.jsonTooDeep, MAX_JSON_DEPTH));
  return { json: parsed as Record<string, unknown> };
}

/**
 * Reads a GLB's container: magic, version, the declared length, every chunk within it (inside
 * the file, 4-byte aligned, JSON first), and the JSON itself (bounded in size and depth). The
 * one reader for the upload check and the converter; each adds its own rules on the facts.
 */
export function readGlbContainer(glb: Uint8Array): GlbContainer | GlbContainerFault {
  if (glb.length < HEADER + CHUNK_HEADER) return fault(M.tooShort);
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  if (view.getUint32(0, true) !== MAGIC) return fault(M.notGlb);
  const version = view.getUint32(4, true);
  if (version !== 2) return fault(formatMessage(M.unsupportedVersion, version));
  const declaredLength = view.getUint32(8, true);
  if (declaredLength > glb.length) return fault(formatMessage(M.truncated, declaredLength, glb.length));

  let json: Record<string, unknown> | null = null;
  let bin: Uint8Array | null = null;
  for (let at = HEADER, chunk = 0; at + CHUNK_HEADER <= declaredLength; chunk++) {
    const length = view.getUint32(at, true);
    const type = view.getUint32(at + 4, true);
    const end = at + CHUNK_HEADER + length;
    if (end > declaredLength) return fault(M.chunkPastEnd);
    if (length % 4 !== 0) return fault(M.chunkUnaligned);
    const data = glb.subarray(at + CHUNK_HEADER, end);
    if (chunk === 0) {
      if (type !== JSON_CHUNK) return fault(M.firstChunkNotJson);
      const parsed = parseJsonChunk(data);
      if ('problem' in parsed) return parsed;
      json = parsed.json;
    } else if (chunk === 1 && type === BIN_CHUNK) {
      bin = data;
    }
    at = end;
  }
  if (json === null) return fault(M.noJsonChunk);
  return { declaredLength, json, bin };
}
