import { VALIDATION_MESSAGES } from '../messages/validation-messages.de.js';
import { missingPublishRequirements, PublishCandidate, publishChecks } from './publish-requirements.js';

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

describe('publishChecks', () => {
  it('says what a complete house has, each requirement met, in the form order', () => {
    expect(publishChecks({ ...complete, floorPlanCount: 2, sizeInSqm: 142.5 })).toEqual([
      { field: 'propertyShape', met: true, text: 'Grundstücksform: Ebenes Grundstück' },
      { field: 'constructionMethod', met: true, text: 'Bauweise: Massivbau' },
      { field: 'roofShape', met: true, text: 'Dachform: Satteldach' },
      { field: 'sizeInSqm', met: true, text: 'Wohnfläche: 142,5 m²' },
      { field: 'thumbnail', met: true, text: 'Vorschaubild' },
      { field: 'groundPlans', met: true, text: '2 Grundrisse' },
      { field: 'houseViews', met: true, text: '1 benanntes 3D-Modell' },
      { field: 'readyHouseView', met: true, text: '1 3D-Modell bereit (konvertiert)' },
    ]);
  });

  it('lists a missing item with its validation message beside the ones present', () => {
    const checks = publishChecks({ ...complete, hasThumbnail: false, namedViewCount: 0, readyViewCount: 0 });
    expect(checks.filter((item) => !item.met)).toEqual([
      { field: 'thumbnail', met: false, text: VALIDATION_MESSAGES.previewImageRequired },
      { field: 'houseViews', met: false, text: VALIDATION_MESSAGES.houseViewRequired },
    ]);
    expect(checks.find((item) => item.field === 'groundPlans')).toEqual({
      field: 'groundPlans',
      met: true,
      text: '1 Grundriss',
    });
  });
});
