import { MODEL_ISSUE_MESSAGES } from './model-issues.de.js';

/**
 * German reasons for refusing a GLB file's container, the same for the upload check and the
 * converter; where the Khronos validator's sentence says the same, it is that sentence.
 */
export const GLB_CONTAINER_MESSAGES = {
  tooShort: 'Die Datei ist zu kurz für ein GLB-Modell.',
  notGlb: MODEL_ISSUE_MESSAGES.GLB_INVALID_MAGIC,
  unsupportedVersion: 'GLB-Version {0} wird nicht unterstützt, nur glTF 2.0.',
  truncated: 'Die Datei ist unvollständig: Der Kopf nennt {0} Bytes, vorhanden sind {1}.',
  chunkPastEnd: 'Die Datei ist unvollständig: Ein Datenblock reicht über das Dateiende.',
  chunkUnaligned: MODEL_ISSUE_MESSAGES.GLB_CHUNK_LENGTH_UNALIGNED,
  firstChunkNotJson: MODEL_ISSUE_MESSAGES.GLB_UNEXPECTED_FIRST_CHUNK,
  noJsonChunk: 'Die Datei enthält keinen JSON-Block.',
  jsonTooLarge: 'Der JSON-Teil der Datei ist zu groß.',
  jsonBroken: MODEL_ISSUE_MESSAGES.INVALID_JSON,
  jsonNotObject: 'Der JSON-Teil der Datei ist kein Objekt.',
  jsonTooDeep: 'Der JSON-Teil der Datei ist tiefer als {0} Ebenen verschachtelt.',
  /** The upload's own rules on the sizes the file declares. */
  lengthMismatch: 'Die angegebene Länge ({0} Bytes) passt nicht zur Datei ({1} Bytes).',
  bufferBytesOverFile: 'Das Modell gibt {0} Bytes an Daten an, die Datei hat aber nur {1} Bytes.',
  implausibleDecodedSize: 'Das Modell würde entpackt {0} Bytes belegen, das ist für diese Datei unplausibel viel.',
} as const;
