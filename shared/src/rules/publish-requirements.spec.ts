import { VALIDATION_MESSAGES } from '../messages/validation-messages.de.js';
import { missingPublishRequirements, PublishCandidate } from './publish-requirements.js';

const complete: PublishCandidate = {
  propertyShape: 'STRAIGHT',
  constructionMethod: 'SOLID',
  roofShape: 'GABLE',
  sizeInSqm: 120,
  hasThumbnail: true,
  floorPlanCount: 1,
  namedViewCount: 1,
  readyViewCount: 1,
};

describe('missingPublishRequirements', () => {
  it('is empty for a complete house', () => {
    expect(missingPublishRequirements(complete)).toEqual([]);
  });

  it('lists everything an empty draft lacks, in the form order', () => {
    const draft: PublishCandidate = {
      propertyShape: null,
      constructionMethod: null,
      roofShape: null,
      sizeInSqm: null,
      hasThumbnail: false,
      floorPlanCount: 0,
      namedViewCount: 0,
      readyViewCount: 0,
    };
    expect(missingPublishRequirements(draft).map((m) => m.field)).toEqual([
      'propertyShape',
      'constructionMethod',
      'roofShape',
      'sizeInSqm',
      'thumbnail',
      'groundPlans',
      'houseViews',
    ]);
  });

  it.each([
    [{ sizeInSqm: 0 }, VALIDATION_MESSAGES.areaRequired],
    [{ sizeInSqm: -5 }, VALIDATION_MESSAGES.areaRequired],
    [{ hasThumbnail: false }, VALIDATION_MESSAGES.previewImageRequired],
    [{ floorPlanCount: 0 }, VALIDATION_MESSAGES.floorPlanRequired],
    [{ namedViewCount: 0, readyViewCount: 0 }, VALIDATION_MESSAGES.houseViewRequired],
    [{ readyViewCount: 0 }, VALIDATION_MESSAGES.readyHouseViewRequired],
    [{ roofShape: '' }, VALIDATION_MESSAGES.selectRoofShape],
  ])('names the one missing item %j', (change, message) => {
    expect(missingPublishRequirements({ ...complete, ...change }).map((m) => m.message)).toEqual([message]);
  });
});
