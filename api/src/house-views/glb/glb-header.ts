/** Facts read from a GLB's container before anything large is parsed or allocated. */
export interface GlbHeader {
  declaredLength: number;
  jsonLength: number;
  /** Sum of the byte lengths the JSON declares for its buffers. */
  declaredBufferBytes: number;
  /** The parsed JSON chunk, so later checks need not parse it again. */
  json: unknown;
}

const MAGIC = 0x46546c67; // 'glTF'
const JSON_CHUNK = 0x4e4f534a; // 'JSON'
/** Larger JSON than this is no house model but an attempt to exhaust memory. */
export const MAX_JSON_BYTES = 16 * 1024 * 1024;

/**
 * Deeper JSON than this is no model: glTF needs a handful of levels, and the Khronos validator
 * recurses per level, so a few thousand make it overflow the stack outside any promise (an
 * uncaught exception that would end the process).
 */
export const MAX_JSON_DEPTH = 64;

/** How much larger than the file its meshopt-compressed data may decode to. */
const MAX_MESHOPT_RATIO = 64;

interface GlbBuffer {
  byteLength?: unknown;
  extensions?: { EXT_meshopt_compression?: { fallback?: unknown } };
}

const isMeshoptFallback = (buffer: GlbBuffer | null) => buffer?.extensions?.EXT_meshopt_compression?.fallback === true;

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

const sumOfLengths = (buffers: (GlbBuffer | null)[]) =>
  buffers.reduce(
    (sum, buffer) => sum + (typeof buffer?.byteLength === 'number' && buffer.byteLength > 0 ? buffer.byteLength : 0),
    0,
  );

/**
 * Checks the GLB container (magic, version, lengths, a JSON first chunk) and that the buffers the
 * JSON declares fit into the file. Returns German reasons instead of throwing.
 */
export function readGlbHeader(bytes: Buffer): GlbHeader | { problems: string[] } {
  if (bytes.length < 20) return { problems: ['Die Datei ist zu kurz für ein GLB-Modell.'] };
  if (bytes.readUInt32LE(0) !== MAGIC) return { problems: ['Die Datei ist kein GLB-Modell (falsche Kennung).'] };
  const version = bytes.readUInt32LE(4);
  if (version !== 2) return { problems: [`Nur glTF 2.0 wird unterstützt (Version ${version}).`] };
  const declaredLength = bytes.readUInt32LE(8);
  if (declaredLength !== bytes.length) {
    return {
      problems: [`Die angegebene Länge (${declaredLength} Bytes) passt nicht zur Datei (${bytes.length} Bytes).`],
    };
  }
  const jsonLength = bytes.readUInt32LE(12);
  if (bytes.readUInt32LE(16) !== JSON_CHUNK)
    return { problems: ['Der erste Abschnitt des GLB-Modells ist kein JSON.'] };
  if (jsonLength > MAX_JSON_BYTES || 20 + jsonLength > bytes.length) {
    return { problems: ['Der JSON-Abschnitt des GLB-Modells ist zu groß oder abgeschnitten.'] };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.subarray(20, 20 + jsonLength).toString('utf8'));
  } catch {
    return { problems: ['Der JSON-Abschnitt des GLB-Modells ist fehlerhaft.'] };
  }
  // `null`, a number or a list is valid JSON but no glTF (and reading fields of null would throw).
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { problems: ['Der JSON-Abschnitt des GLB-Modells ist kein Objekt.'] };
  }
  if (jsonDepth(parsed) > MAX_JSON_DEPTH) {
    return { problems: [`Der JSON-Abschnitt des GLB-Modells ist tiefer als ${MAX_JSON_DEPTH} Ebenen verschachtelt.`] };
  }
  const json = parsed as { buffers?: unknown };
  const buffers: (GlbBuffer | null)[] = Array.isArray(json.buffers) ? json.buffers : [];
  const declaredBufferBytes = sumOfLengths(buffers.filter((buffer) => !isMeshoptFallback(buffer)));
  if (declaredBufferBytes > bytes.length) {
    return {
      problems: [
        `Das Modell gibt ${declaredBufferBytes} Bytes an Daten an, die Datei hat aber nur ${bytes.length} Bytes.`,
      ],
    };
  }
  // Meshopt-compressed models (gltfpack, our own web GLB) declare the decoded size in a buffer
  // without data; decoding allocates it, so it is bounded by a plausible compression ratio.
  const fallbackBytes = sumOfLengths(buffers.filter(isMeshoptFallback));
  if (fallbackBytes > bytes.length * MAX_MESHOPT_RATIO) {
    return {
      problems: [`Das Modell würde entpackt ${fallbackBytes} Bytes belegen, das ist für diese Datei unplausibel viel.`],
    };
  }
  return { declaredLength, jsonLength, declaredBufferBytes, json };
}
