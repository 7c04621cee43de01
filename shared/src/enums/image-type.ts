export enum ImageType {
  GROUNDPLAN = 'GROUNDPLAN',
  GROUNDPLAN_MEASURED = 'GROUNDPLAN_MEASURED',
  THUMBNAIL = 'THUMBNAIL',
  REFERENCES = 'REFERENCES',
}

export const IMAGE_TYPE_LABELS: Record<ImageType, string> = {
  [ImageType.GROUNDPLAN]: 'Grundriss',
  [ImageType.GROUNDPLAN_MEASURED]: 'Grundriss mit Maßen',
  [ImageType.THUMBNAIL]: 'Vorschaubild',
  [ImageType.REFERENCES]: 'Referenzbilder',
};
