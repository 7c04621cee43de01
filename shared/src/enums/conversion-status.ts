/** State of the background conversion of an uploaded 3D model (e.g. to USDZ for AR). */
export enum ConversionStatus {
  QUEUED = 'QUEUED',
  CONVERTING = 'CONVERTING',
  READY = 'READY',
  FAILED = 'FAILED',
}

export const CONVERSION_STATUS_LABELS: Record<ConversionStatus, string> = {
  [ConversionStatus.QUEUED]: 'In Warteschlange',
  [ConversionStatus.CONVERTING]: 'Wird konvertiert',
  [ConversionStatus.READY]: 'Bereit',
  [ConversionStatus.FAILED]: 'Fehlgeschlagen',
};
