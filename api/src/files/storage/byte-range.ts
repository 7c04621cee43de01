export interface ByteRange {
  start: number;
  end: number;
}

/** Both drivers refuse the same malformed ranges (S3 would silently answer the whole object). */
export function assertByteRange({ start, end }: ByteRange): void {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}`);
  }
}
