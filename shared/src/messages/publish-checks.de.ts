const counted = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** What a house has for publishing, in the words of the publish prompt's list (the missing ones are VALIDATION_MESSAGES). */
export const PUBLISH_CHECK_TEXTS = {
  propertyShape: (label: string) => `Grundstücksform: ${label}`,
  constructionMethod: (label: string) => `Bauweise: ${label}`,
  roofShape: (label: string) => `Dachform: ${label}`,
  sizeInSqm: (area: string) => `Wohnfläche: ${area}`,
  thumbnail: 'Vorschaubild',
  groundPlans: (count: number) => counted(count, 'Grundriss', 'Grundrisse'),
  houseViews: (count: number) => counted(count, 'benanntes 3D-Modell', 'benannte 3D-Modelle'),
  readyHouseView: (count: number) => `${counted(count, '3D-Modell', '3D-Modelle')} bereit (konvertiert)`,
} as const;
