/**
 * Input that can never convert (broken or unsupported model). The worker fails such a job at
 * once instead of retrying; `message` is German and shown to staff.
 */
export class ConversionError extends Error {
  override readonly name = 'ConversionError';
}
