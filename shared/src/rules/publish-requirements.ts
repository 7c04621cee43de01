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

/**
 * Spec section 5: a house is published only with plot shape, construction method, roof shape,
 * area, preview image, at least one floor plan and one named 3D model, of which one converted
 * (a house whose only model failed would show visitors nothing). Empty means complete;
 * the admin offers "publish now" only then, and the API refuses otherwise.
 */
export function missingPublishRequirements(house: PublishCandidate): MissingRequirement[] {
  const m = VALIDATION_MESSAGES;
  const checks: [boolean, string, string][] = [
    [!house.propertyShape, 'propertyShape', m.selectPropertyShape],
    [!house.constructionMethod, 'constructionMethod', m.selectConstructionMethod],
    [!house.roofShape, 'roofShape', m.selectRoofShape],
    [!(house.sizeInSqm && house.sizeInSqm > 0), 'sizeInSqm', m.areaRequired],
    [!house.hasThumbnail, 'thumbnail', m.previewImageRequired],
    [house.floorPlanCount < 1, 'groundPlans', m.floorPlanRequired],
    [house.namedViewCount < 1, 'houseViews', m.houseViewRequired],
    // Only once there is a model: otherwise the line above already says what to do.
    [house.namedViewCount >= 1 && house.readyViewCount < 1, 'readyHouseView', m.readyHouseViewRequired],
  ];
  return checks.filter(([missing]) => missing).map(([, field, message]) => ({ field, message }));
}
