import {
  CONSTRUCTION_METHOD_LABELS,
  CONSTRUCTION_WORK_KIND_LABELS,
  CONVERSION_STATUS_LABELS,
  ConstructionMethod,
  ConstructionWorkKind,
  ConversionStatus,
  HOUSE_KIND_LABELS,
  HouseKind,
  IMAGE_TYPE_LABELS,
  ImageType,
  LOGIN_CHANGE_KIND_LABELS,
  LoginChangeKind,
  NOTIFICATION_TYPE_LABELS,
  NotificationType,
  PROPERTY_SHAPE_LABELS,
  PropertyShape,
  REQUEST_STATUS_LABELS,
  ROLE_LABELS,
  ROOF_SHAPE_LABELS,
  RequestStatus,
  Role,
  RoofShape,
  SUN_DATE_PRESET_LABELS,
  SunDatePreset,
  enumValues,
} from './index.js';

const cases: [string, Record<string, string>, Record<string, string>][] = [
  ['RequestStatus', RequestStatus, REQUEST_STATUS_LABELS],
  ['NotificationType', NotificationType, NOTIFICATION_TYPE_LABELS],
  ['HouseKind', HouseKind, HOUSE_KIND_LABELS],
  ['ImageType', ImageType, IMAGE_TYPE_LABELS],
  ['RoofShape', RoofShape, ROOF_SHAPE_LABELS],
  ['PropertyShape', PropertyShape, PROPERTY_SHAPE_LABELS],
  ['ConstructionMethod', ConstructionMethod, CONSTRUCTION_METHOD_LABELS],
  ['ConstructionWorkKind', ConstructionWorkKind, CONSTRUCTION_WORK_KIND_LABELS],
  ['Role', Role, ROLE_LABELS],
  ['ConversionStatus', ConversionStatus, CONVERSION_STATUS_LABELS],
  ['LoginChangeKind', LoginChangeKind, LOGIN_CHANGE_KIND_LABELS],
  ['SunDatePreset', SunDatePreset, SUN_DATE_PRESET_LABELS],
];

describe.each(cases)('%s', (_name, enumObject, labels) => {
  it('uses string values equal to the member names', () => {
    for (const [key, value] of Object.entries(enumObject)) {
      expect(value).toBe(key);
    }
  });

  it('has a non-empty label for every value', () => {
    for (const value of enumValues(enumObject)) {
      expect(labels[value]?.trim()).toBeTruthy();
    }
  });

  it('has no label for a value that does not exist', () => {
    expect(Object.keys(labels).sort()).toEqual(enumValues(enumObject).sort());
  });
});

describe('labels required by the spec', () => {
  it.each([
    [REQUEST_STATUS_LABELS[RequestStatus.NEW], 'Offen'],
    [REQUEST_STATUS_LABELS[RequestStatus.IN_NEGOTIATION], 'In Verhandlung'],
    [REQUEST_STATUS_LABELS[RequestStatus.DECLINED], 'Abgelehnt'],
    [ROOF_SHAPE_LABELS[RoofShape.GABLE], 'Satteldach'],
    [PROPERTY_SHAPE_LABELS[PropertyShape.INCLINED], 'Leichte Hanglage'],
    [CONSTRUCTION_METHOD_LABELS[ConstructionMethod.WOODEN], 'Holzbau'],
    [ROLE_LABELS[Role.ROLE_CUSTOMER], 'Kunde'],
    [CONVERSION_STATUS_LABELS[ConversionStatus.FAILED], 'Fehlgeschlagen'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('enumValues', () => {
  it('returns the values in declaration order', () => {
    expect(enumValues(RoofShape)).toEqual(['PENT', 'GABLE', 'HIPPED', 'FLAT']);
  });

  it('returns an empty array for an empty object', () => {
    expect(enumValues({})).toEqual([]);
  });
});
