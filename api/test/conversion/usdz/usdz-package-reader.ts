/**
 * A zip reader for the tests, written apart from the converter's writer: it starts at the end
 * record, walks the central directory and checks each local header against it, the USDZ rules
 * (stored, data 64-byte aligned) and the CRC-32 computed here with its own table.
 */

export interface PackageFile {
  name: string;
  localOffset: number;
  dataOffset: number;
  data: Uint8Array;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function fail(reason: string): never {
  throw new Error(`invalid USDZ package: ${reason}`);
}

/** The files of a USDZ in central-directory order; throws when a USDZ rule is broken. */
export function readUsdzPackage(usdz: Uint8Array): PackageFile[] {
  const view = new DataView(usdz.buffer, usdz.byteOffset, usdz.byteLength);
  const end = usdz.length - 22;
  if (end < 0 || view.getUint32(end, true) !== 0x06054b50) fail('no end of central directory record at the end');
  const entryCount = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  let at = view.getUint32(end + 16, true);
  if (at + directorySize !== end) fail('central directory does not end at the end record');

  const files: PackageFile[] = [];
  for (let i = 0; i < entryCount; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) fail(`central header ${i} has a wrong signature`);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const compressed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(usdz.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + skip;

    if (view.getUint32(localOffset, true) !== 0x04034b50) fail(`${name}: local header has a wrong signature`);
    if (method !== 0 || view.getUint16(localOffset + 8, true) !== 0) fail(`${name}: not stored`);
    if (view.getUint16(localOffset + 6, true) & 1) fail(`${name}: encrypted`);
    if (compressed !== size) fail(`${name}: compressed and plain sizes differ`);
    const localName = new TextDecoder().decode(
      usdz.subarray(localOffset + 30, localOffset + 30 + view.getUint16(localOffset + 26, true)),
    );
    if (localName !== name) fail(`${name}: local header names ${localName}`);
    if (view.getUint32(localOffset + 14, true) !== crc || view.getUint32(localOffset + 22, true) !== size) {
      fail(`${name}: local header disagrees with the central directory`);
    }
    const dataOffset = localOffset + 30 + nameLength + view.getUint16(localOffset + 28, true);
    if (dataOffset % 64 !== 0) fail(`${name}: data starts at ${dataOffset}, not a multiple of 64`);
    const data = usdz.subarray(dataOffset, dataOffset + size);
    if (crc32(data) !== crc) fail(`${name}: CRC-32 mismatch`);
    files.push({ name, localOffset, dataOffset, data });
  }
  if (files.length === 0 || !files[0].name.endsWith('.usda') || files[0].localOffset !== 0) {
    fail('the first entry is not the .usda root layer');
  }
  return files;
}
