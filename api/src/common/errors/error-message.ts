/** The message of anything thrown or rejected, for a log line (a rejection need not be an Error). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
