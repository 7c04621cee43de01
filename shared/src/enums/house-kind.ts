export enum HouseKind {
  TEMPLATE = 'TEMPLATE',
  CUSTOM = 'CUSTOM',
}

export const HOUSE_KIND_LABELS: Record<HouseKind, string> = {
  [HouseKind.TEMPLATE]: 'Musterhaus',
  [HouseKind.CUSTOM]: 'Individuelles Haus',
};
