/** Whether a construction work is part of its stage or offered on top of it. */
export enum ConstructionWorkKind {
  OPTION = 'OPTION',
  ADDITIONAL_OPTION = 'ADDITIONAL_OPTION',
}

export const CONSTRUCTION_WORK_KIND_LABELS: Record<ConstructionWorkKind, string> = {
  [ConstructionWorkKind.OPTION]: 'Enthalten',
  [ConstructionWorkKind.ADDITIONAL_OPTION]: 'Zusatzoption',
};
