import { ConversionError } from '../conversion-error.js';
import { MAX_USDZ_BYTES } from './usdz-limits.js';

/** The final guard: no USDZ over MAX_USDZ_BYTES leaves the converter, whatever got it there. */
export function assertPackageSize(bytes: number): void {
  if (bytes <= MAX_USDZ_BYTES) return;
  throw new ConversionError(
    `Das Modell ist für AR zu groß: die USDZ-Datei hätte ${Math.round(bytes / 1e6)} MB, möglich sind ` +
      `${MAX_USDZ_BYTES / 1e6} MB. Bitte das Modell vereinfachen oder kleinere Texturen verwenden.`,
  );
}
