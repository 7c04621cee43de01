import {
  CONSTRUCTION_METHOD_LABELS,
  ConstructionMethod,
  enumValues,
  PROPERTY_SHAPE_LABELS,
  PropertyShape,
  ROOF_SHAPE_LABELS,
  RoofShape,
} from '@hauskonfig/shared';

const choicesOf = <E extends string>(values: E[], labels: Record<E, string>) =>
  values.map((id) => ({ id, name: labels[id] }));

/** Select choices with the shared German labels, in the order of the enums. */
export const PROPERTY_SHAPE_CHOICES = choicesOf(enumValues(PropertyShape), PROPERTY_SHAPE_LABELS);
export const CONSTRUCTION_METHOD_CHOICES = choicesOf(enumValues(ConstructionMethod), CONSTRUCTION_METHOD_LABELS);
export const ROOF_SHAPE_CHOICES = choicesOf(enumValues(RoofShape), ROOF_SHAPE_LABELS);

/** The German label of an enum value, empty for a draft without one. */
export const labelOf = <E extends string>(labels: Record<E, string>, value: E | null | undefined): string =>
  value ? (labels[value] ?? value) : '';
