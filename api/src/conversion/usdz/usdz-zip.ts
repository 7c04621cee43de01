import { crc32 } from 'node:zlib';
import { ConversionError } from '../conversion-error.js';

export interface PackageEntry {
  /** Relative path with `/`; the first entry must be the root layer. */
  path: string;
  chunks: readonly Uint8Array[];
}

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;
const ALIGNMENT = 64;
// An extra field needs 4 bytes of its own header; Pixar's usdzip uses this unreserved ID.
const PADDING_FIELD_ID = 0x1986;
const PADDING_HEADER = 4;
const VERSION = 20;
// 1980-01-01 00:00, the earliest DOS date: the same model always packs to the same bytes.
const DOS_DATE = (1 << 5) | 1;
const DOS_TIME = 0;

function extraLength(dataStartWithoutExtra: number): number {
  const gap = (ALIGNMENT - (dataStartWithoutExtra % ALIGNMENT)) % ALIGNMENT;
  return gap === 0 || gap >= PADDING_HEADER ? gap : gap + ALIGNMENT;
}

/**
 * Packs files as USDZ: a zip with every entry stored uncompressed and each entry's data starting
 * at a multiple of 64 bytes (padded through the local header's extra field), so readers can map
 * the files in place. The archive is allocated once and filled.
 */
export function packUsdz(entries: readonly PackageEntry[]): Uint8Array {
  const layout = entries.map((entry) => {
    const name = Buffer.from(entry.path, 'utf8');
    const size = entry.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const crc = entry.chunks.reduce((value, chunk) => crc32(chunk, value), 0);
    return { entry, name, size, crc, offset: 0, extra: 0 };
  });
  let offset = 0;
  for (const item of layout) {
    item.offset = offset;
    item.extra = extraLength(offset + LOCAL_HEADER + item.name.length);
    offset += LOCAL_HEADER + item.name.length + item.extra + item.size;
  }
  const centralStart = offset;
  const centralSize = layout.reduce((sum, item) => sum + CENTRAL_HEADER + item.name.length, 0);
  const total = centralStart + centralSize + END_RECORD;
  if (total > 0xffffffff || layout.length > 0xffff) {
    throw new ConversionError('Das AR-Paket würde größer als 4 GB; das Modell ist dafür zu groß.');
  }

  const archive = Buffer.alloc(total);
  for (const item of layout) {
    let at = item.offset;
    archive.writeUInt32LE(0x04034b50, at);
    archive.writeUInt16LE(VERSION, at + 4);
    archive.writeUInt16LE(0, at + 6);
    archive.writeUInt16LE(0, at + 8);
    archive.writeUInt16LE(DOS_TIME, at + 10);
    archive.writeUInt16LE(DOS_DATE, at + 12);
    archive.writeUInt32LE(item.crc, at + 14);
    archive.writeUInt32LE(item.size, at + 18);
    archive.writeUInt32LE(item.size, at + 22);
    archive.writeUInt16LE(item.name.length, at + 26);
    archive.writeUInt16LE(item.extra, at + 28);
    at += LOCAL_HEADER;
    item.name.copy(archive, at);
    at += item.name.length;
    if (item.extra > 0) {
      archive.writeUInt16LE(PADDING_FIELD_ID, at);
      archive.writeUInt16LE(item.extra - PADDING_HEADER, at + 2);
    }
    at += item.extra;
    for (const chunk of item.entry.chunks) {
      archive.set(chunk, at);
      at += chunk.length;
    }
  }

  let at = centralStart;
  for (const item of layout) {
    archive.writeUInt32LE(0x02014b50, at);
    archive.writeUInt16LE(VERSION, at + 4);
    archive.writeUInt16LE(VERSION, at + 6);
    archive.writeUInt16LE(0, at + 8);
    archive.writeUInt16LE(0, at + 10);
    archive.writeUInt16LE(DOS_TIME, at + 12);
    archive.writeUInt16LE(DOS_DATE, at + 14);
    archive.writeUInt32LE(item.crc, at + 16);
    archive.writeUInt32LE(item.size, at + 20);
    archive.writeUInt32LE(item.size, at + 24);
    archive.writeUInt16LE(item.name.length, at + 28);
    // Extra and comment lengths, disk number and attributes stay zero.
    archive.writeUInt32LE(item.offset, at + 42);
    item.name.copy(archive, at + CENTRAL_HEADER);
    at += CENTRAL_HEADER + item.name.length;
  }
  archive.writeUInt32LE(0x06054b50, at);
  archive.writeUInt16LE(layout.length, at + 8);
  archive.writeUInt16LE(layout.length, at + 10);
  archive.writeUInt32LE(centralSize, at + 12);
  archive.writeUInt32LE(centralStart, at + 16);
  return new Uint8Array(archive.buffer, archive.byteOffset, archive.length);
}
