/** Public URLs of a house's files; the last segment is the stored file name (used to delete). */
export function houseImageUrl(houseId: string, filename: string): string {
  return `/api/v1/files/houses/${houseId}/images/${filename}`;
}

/** Storage keys; everything of a house lives under one prefix so deleting it removes all. */
export const houseStoragePrefix = (houseId: string) => `houses/${houseId}/`;
export const houseImageKey = (houseId: string, filename: string) => `houses/${houseId}/images/${filename}`;
export const houseViewKey = (houseId: string, filename: string) => `houses/${houseId}/views/${filename}`;
