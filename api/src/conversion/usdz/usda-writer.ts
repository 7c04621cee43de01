import { AsciiChunks } from './ascii-chunks.js';

const NEWLINE = 10;
const COMMA = 44;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const MAX_DECIMALS = 20;

/** A number for a single value (colours, factors, matrices): shortest exact form, never NaN. */
export function usdNumber(value: number): string {
  return Number.isFinite(value) && value !== 0 ? String(value) : '0';
}

/**
 * Decimal places that keep `significantDigits` digits for the largest magnitude in `values`: a
 * float32 carries about seven, so printing more only grows the file.
 */
export function decimalsFor(values: ArrayLike<number>, significantDigits: number): number {
  let largest = 0;
  for (let i = 0; i < values.length; i++) {
    const magnitude = Math.abs(values[i]);
    if (magnitude > largest && magnitude !== Infinity) largest = magnitude;
  }
  if (largest === 0) return 0;
  const integerDigits = Math.floor(Math.log10(largest)) + 1;
  return Math.min(Math.max(significantDigits - integerDigits, 0), MAX_DECIMALS);
}

/**
 * Emits a USDA layer as ASCII chunks: prims, attributes and big arrays. Arrays go on one line each
 * and straight into bytes; prim and attribute metadata get lines of their own, because lenient
 * readers drop the one-line form.
 */
export class UsdaWriter {
  private readonly out = new AsciiChunks();
  private indent = '';

  constructor(layerMetadata: string[]) {
    this.out.text('#usda 1.0\n');
    this.metadataBlock(layerMetadata);
    this.out.byte(NEWLINE);
  }

  openPrim(specifier: string, name: string, metadata: string[] = []): void {
    this.out.text(`${this.indent}def ${specifier} "${name}"`);
    if (metadata.length > 0) {
      this.out.text(' ');
      this.metadataBlock(metadata);
    } else {
      this.out.byte(NEWLINE);
    }
    this.out.text(`${this.indent}{\n`);
    this.indent += '    ';
  }

  closePrim(): void {
    this.indent = this.indent.slice(4);
    this.out.text(`${this.indent}}\n`);
  }

  /** `declaration = value` (or a bare declaration such as `token outputs:surface`). */
  attribute(declaration: string, value?: string, metadata: string[] = []): void {
    this.out.text(value === undefined ? `${this.indent}${declaration}` : `${this.indent}${declaration} = ${value}`);
    this.endAttribute(metadata);
  }

  /** An array of float tuples, e.g. `point3f[] points = [(0,1,2),(3,4,5)]`. */
  tupleArray(
    declaration: string,
    values: ArrayLike<number>,
    tupleSize: number,
    decimals: number,
    metadata: string[] = [],
  ) {
    const out = this.out;
    const scale = 10 ** decimals;
    out.text(`${this.indent}${declaration} = [`);
    for (let i = 0; i < values.length; i += tupleSize) {
      if (i > 0) out.byte(COMMA);
      out.byte(OPEN_PAREN);
      for (let j = 0; j < tupleSize; j++) {
        if (j > 0) out.byte(COMMA);
        out.decimal(values[i + j], decimals, scale);
      }
      out.byte(CLOSE_PAREN);
    }
    out.text(']');
    this.endAttribute(metadata);
  }

  /** An array of non-negative integers, e.g. `int[] faceVertexIndices = [0,1,2]`. */
  integerArray(declaration: string, values: ArrayLike<number>): void {
    const out = this.out;
    out.text(`${this.indent}${declaration} = [`);
    for (let i = 0; i < values.length; i++) {
      if (i > 0) out.byte(COMMA);
      out.integer(values[i]);
    }
    out.text(']');
    this.endAttribute([]);
  }

  /** The same small integer `count` times (faceVertexCounts of a triangle mesh). */
  repeatedIntegerArray(declaration: string, value: number, count: number): void {
    const item = `${value},`;
    this.out.text(`${this.indent}${declaration} = [`);
    for (let i = 0; i < count - 1; i++) this.out.text(item);
    if (count > 0) this.out.integer(value);
    this.out.text(']');
    this.endAttribute([]);
  }

  /** `declaration.timeSamples = { time: value, ... }`, a sample a line (one-line dictionaries are read poorly). */
  timeSamples(declaration: string, samples: [time: string, value: string][]): void {
    this.out.text(`${this.indent}${declaration}.timeSamples = {\n`);
    for (const [time, value] of samples) this.out.text(`${this.indent}    ${time}: ${value},\n`);
    this.out.text(`${this.indent}}\n`);
  }

  finish(): Uint8Array[] {
    return this.out.finish();
  }

  private endAttribute(metadata: string[]): void {
    if (metadata.length === 0) {
      this.out.byte(NEWLINE);
      return;
    }
    this.out.text(' ');
    this.metadataBlock(metadata);
  }

  private metadataBlock(lines: string[]): void {
    this.out.text('(\n');
    for (const line of lines) this.out.text(`${this.indent}    ${line}\n`);
    this.out.text(`${this.indent})\n`);
  }
}
