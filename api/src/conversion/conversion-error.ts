/**
 * Input that can never convert (broken or unsupported model). The worker fails such a job at
 * once instead of retrying; `message` is German and shown to staff.
 */
export class ConversionError extends Error {
  override readonly name = 'ConversionError';
}

/**
 * A model with nothing to draw: no output can show it, so one output finding it fails the whole
 * conversion, where other refusals of one output leave the others be.
 */
export class NothingToDrawError extends ConversionError {
  constructor() {
    super('Das Modell enthält keine darstellbaren Dreiecke.');
  }
}
