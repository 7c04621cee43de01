export enum PropertyShape {
  STRAIGHT = 'STRAIGHT',
  INCLINED = 'INCLINED',
  HILLSIDE = 'HILLSIDE',
}

export const PROPERTY_SHAPE_LABELS: Record<PropertyShape, string> = {
  [PropertyShape.STRAIGHT]: 'Ebenes Grundstück',
  [PropertyShape.INCLINED]: 'Leichte Hanglage',
  [PropertyShape.HILLSIDE]: 'Hanglage',
};
