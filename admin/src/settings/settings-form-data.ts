import type { AdminVendorSettingsDto, SaveVendorSettingsInput } from '@hauskonfig/shared';
import { multipartBody, type MultipartBody } from '../auth/multipart-body';

/** A file picked in react-admin's ImageInput. */
interface PickedImage {
  rawFile?: unknown;
}

/** The form's values: the settings as loaded, plus the picked images and the remove marks. */
export interface SettingsFormValues extends AdminVendorSettingsDto {
  logo?: PickedImage | null;
  heroImage?: PickedImage | null;
  removeLogo: boolean;
  removeHeroImage: boolean;
}

export type SettingsImageField = 'logo' | 'heroImage';

export const REMOVE_FIELD = { logo: 'removeLogo', heroImage: 'removeHeroImage' } as const;

/** The loaded settings as the form's record: nothing picked, nothing marked for removal. */
export const toFormRecord = (settings: AdminVendorSettingsDto): SettingsFormValues => ({
  ...settings,
  removeLogo: false,
  removeHeroImage: false,
});

const TEXT_FIELDS = [
  'vendorName',
  'primaryColor',
  'websiteUrl',
  'imprintText',
  'privacyText',
  'defaultContactPersonId',
] as const satisfies readonly (keyof SaveVendorSettingsInput)[];

/** The file picked in an image input, if any. */
export function pickedFile(image: unknown): File | undefined {
  const rawFile = (image as PickedImage | null | undefined)?.rawFile;
  return rawFile instanceof File ? rawFile : undefined;
}

/**
 * PUT admin/settings as multipart form data: every field (empty for none, which the API reads as
 * null), a picked image, or else the remove mark of a stored one. The legal texts keep their line
 * breaks as typed (see multipartBody).
 */
export function toSettingsBody(values: SettingsFormValues): MultipartBody {
  const entries: [string, string | File][] = TEXT_FIELDS.map((field) => [field, values[field] ?? '']);
  for (const image of ['logo', 'heroImage'] as const) {
    const file = pickedFile(values[image]);
    if (file) entries.push([image, file]);
    else if (values[REMOVE_FIELD[image]]) entries.push([REMOVE_FIELD[image], 'true']);
  }
  return multipartBody(entries);
}
