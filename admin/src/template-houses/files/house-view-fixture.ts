import { ConversionStatus, type HouseViewDto } from '@hauskonfig/shared';

/** A stored, converted 3D model for the specs; the changes set what a case is about. */
export const storedView = (id: string, changes: Partial<HouseViewDto> = {}): HouseViewDto => ({
  id,
  houseId: 'house-1',
  name: `Modell ${id}`,
  standard: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  filename: `${id}.glb`,
  originalSize: 100,
  conversionStatus: ConversionStatus.READY,
  conversionProgress: 100,
  conversionError: null,
  conversionWarnings: [],
  conversionReport: null,
  modelUrl: `/models/${id}.glb`,
  previewUrl: null,
  usdzUrl: null,
  optimizedSize: null,
  previewSize: null,
  usdzSize: null,
  ...changes,
});
