export enum RoofShape {
  PENT = 'PENT',
  GABLE = 'GABLE',
  HIPPED = 'HIPPED',
  FLAT = 'FLAT',
}

export const ROOF_SHAPE_LABELS: Record<RoofShape, string> = {
  [RoofShape.PENT]: 'Pultdach',
  [RoofShape.GABLE]: 'Satteldach',
  [RoofShape.HIPPED]: 'Walmdach',
  [RoofShape.FLAT]: 'Flachdach',
};
