const CHUNK_BYTES = 4 * 1024 * 1024;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
// Integers from here on would lose digits in the exact digit loop below.
const LARGEST_EXACT = 2 ** 53;

/**
 * ASCII text written straight into fixed-size byte chunks. Big models produce hundreds of
 * megabytes of numbers; formatting them digit by digit into bytes avoids one string per number
 * (toFixed and String() were two to three times slower and leave the garbage collector busy).
 */
export class AsciiChunks {
  private readonly full: Uint8Array[] = [];
  private chunk = new Uint8Array(CHUNK_BYTES);
  private position = 0;
  private readonly digits = new Uint8Array(24);

  /** Writes text that is known to be ASCII (names are sanitised before they get here). */
  text(value: string): void {
    const length = value.length;
    this.reserve(length);
    const chunk = this.chunk;
    let position = this.position;
    for (let i = 0; i < length; i++) chunk[position++] = value.charCodeAt(i);
    this.position = position;
  }

  byte(value: number): void {
    this.reserve(1);
    this.chunk[this.position++] = value;
  }

  /**
   * Writes `value` rounded to `decimals` places, without trailing zeros, in a form both USD and
   * JSON accept ("0.5", "-12", never ".5" or "1."). Non-finite values become 0.
   */
  decimal(value: number, decimals: number, scale: number): void {
    let scaled = Math.round(value * scale);
    if (!Number.isFinite(scaled)) scaled = 0;
    if (Math.abs(scaled) >= LARGEST_EXACT) {
      this.text(String(value));
      return;
    }
    this.reserve(decimals + 24);
    const chunk = this.chunk;
    const digits = this.digits;
    let position = this.position;
    if (scaled === 0) {
      chunk[position++] = ZERO;
      this.position = position;
      return;
    }
    if (scaled < 0) {
      chunk[position++] = MINUS;
      scaled = -scaled;
    }
    let places = decimals;
    while (places > 0 && scaled % 10 === 0) {
      scaled /= 10;
      places--;
    }
    let count = 0;
    do {
      const digit = scaled % 10;
      digits[count++] = ZERO + digit;
      scaled = (scaled - digit) / 10;
    } while (scaled > 0);
    if (places > 0 && count <= places) {
      chunk[position++] = ZERO;
      chunk[position++] = DOT;
      for (let zeros = places - count; zeros > 0; zeros--) chunk[position++] = ZERO;
      while (count > 0) chunk[position++] = digits[--count];
    } else {
      while (count > places) chunk[position++] = digits[--count];
      if (places > 0) {
        chunk[position++] = DOT;
        while (count > 0) chunk[position++] = digits[--count];
      }
    }
    this.position = position;
  }

  /** Writes a non-negative integer below 2^32 (indices and counts). */
  integer(value: number): void {
    this.reserve(12);
    const chunk = this.chunk;
    const digits = this.digits;
    let position = this.position;
    let rest = value;
    let count = 0;
    do {
      const digit = rest % 10;
      digits[count++] = ZERO + digit;
      rest = (rest - digit) / 10;
    } while (rest > 0);
    while (count > 0) chunk[position++] = digits[--count];
    this.position = position;
  }

  /** The written bytes; the writer must not be used afterwards. */
  finish(): Uint8Array[] {
    this.nextChunk(0);
    return this.full;
  }

  private reserve(bytes: number): void {
    if (this.position + bytes > this.chunk.length) this.nextChunk(Math.max(CHUNK_BYTES, bytes));
  }

  private nextChunk(size: number): void {
    if (this.position > 0) this.full.push(this.chunk.subarray(0, this.position));
    this.chunk = new Uint8Array(size);
    this.position = 0;
  }
}
