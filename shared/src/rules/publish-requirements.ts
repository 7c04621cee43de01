import { CONSTRUCTION_METHOD_LABELS, type ConstructionMethod } from '../enums/construction-method.js';
import { PROPERTY_SHAPE_LABELS, type PropertyShape } from '../enums/property-shape.js';
import { ROOF_SHAPE_LABELS, type RoofShape } from '../enums/roof-shape.js';
import { formatArea } from '../messages/format.js';
import { PUBLISH_CHECK_TEXTS } from '../messages/publish-checks.de.js';
import { VALIDATION_MESSAGES } from '../messages/validation-messages.de.js';

/** What publishing a template house needs to know about it. */
export interface PublishCandidate {
  propertyShape: string | null;
  constructionMethod: string | null;
  roofShape: string | null;
  sizeInSqm: number | null;
  hasThumbnail: boolean;
  /** Floor plans with or without measures. */
  floorPlanCount: number;
  /** 3D models with a non-blank name. */
  namedViewCount: number;
  /** Named 3D models converted successfully (READY): only those can be shown to visitors. */
  readyViewCount: number;
}

export interface MissingRequirement {
  field: string;
  message: string;
}

/** One requirement of publishing and whether the house meets it. */
export interface PublishCheck {
  field: string;
  met: boolean;
  /** What the house has when met ("Dachform: Satteldach"), else what is missing (a validation message). */
  text: string;
}

/** The German label of an enum value; an unknown value as it is. */
const labelOf = <Value extends string>(labels: Record<Value, string>, value: string) => labels[value as Value] ?? value;

/**
 * Spec section 5: a house is published only with plot shape, construction method, roof shape,
 * area, preview image, at least one floor plan and one named 3D model, of which one converted
 * (a house whose only model failed would show visitors nothing). Each requirement in the form's
 * order, with what the house has or lacks.
 */
export function publishChecks(house: PublishCandidate): PublishCheck[] {
  const m = VALIDATION_MESSAGES;
  const t = PUBLISH_CHECK_TEXTS;
  const check = (field: string, met: boolean, present: () => string, missing: string): PublishCheck => ({
    field,
    met,
    text: met ? present() : missing,
  });
  const { propertyShape, constructionMethod, roofShape, sizeInSqm } = house;
  return [
    check(
      'propertyShape',
      !!propertyShape,
      () => t.propertyShape(labelOf<PropertyShape>(PROPERTY_SHAPE_LABELS, propertyShape!)),
      m.selectPropertyShape,
    ),
    check(
      'constructionMethod',
      !!constructionMethod,
      () => t.constructionMethod(labelOf<ConstructionMethod>(CONSTRUCTION_METHOD_LABELS, constructionMethod!)),
      m.selectConstructionMethod,
    ),
    check(
      'roofShape',
      !!roofShape,
      () => t.roofShape(labelOf<RoofShape>(ROOF_SHAPE_LABELS, roofShape!)),
      m.selectRoofShape,
    ),
    check('sizeInSqm', !!(sizeInSqm && sizeInSqm > 0), () => t.sizeInSqm(formatArea(sizeInSqm!)), m.areaRequired),
    check('thumbnail', house.hasThumbnail, () => t.thumbnail, m.previewImageRequired),
    check('groundPlans', house.floorPlanCount >= 1, () => t.groundPlans(house.floorPlanCount), m.floorPlanRequired),
    check('houseViews', house.namedViewCount >= 1, () => t.houseViews(house.namedViewCount), m.houseViewRequired),
    // Only once there is a model: otherwise the line above already says what to do.
    ...(house.namedViewCount >= 1
      ? [
          check(
            'readyHouseView',
            house.readyViewCount >= 1,
            () => t.readyHouseView(house.readyViewCount),
            m.readyHouseViewRequired,
          ),
        ]
      : []),
  ];
}

/** What the house still lacks; empty means complete: the admin offers "publish now" only then, and the API refuses otherwise. */
export function missingPublishRequirements(house: PublishCandidate): MissingRequirement[] {
  return publishChecks(house)
    .filter((item) => !item.met)
    .map(({ field, text }) => ({ field, message: text }));
}
