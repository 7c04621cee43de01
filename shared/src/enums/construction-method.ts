export enum ConstructionMethod {
  SOLID = 'SOLID',
  WOODEN = 'WOODEN',
}

export const CONSTRUCTION_METHOD_LABELS: Record<ConstructionMethod, string> = {
  [ConstructionMethod.SOLID]: 'Massivbau',
  [ConstructionMethod.WOODEN]: 'Holzbau',
};
