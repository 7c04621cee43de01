import type { LoginChangeDto } from './login-change.dto.js';

/** Public fields of a contact person; login data never leaves the admin API. */
export interface ContactPersonDto {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  /** URL of the photo; null when the person has none. */
  imageUrl: string | null;
}

/**
 * A row of GET admin/contact-people: also whether published and the login name. TDate is Date in
 * the API and the ISO 8601 string it becomes over JSON.
 */
export interface ContactPersonAdminDto<TDate = string> extends ContactPersonDto {
  published: boolean;
  username: string | null;
  createdAt: TDate;
  updatedAt: TDate;
}

/** One person for staff (GET admin/contact-people/{id} and every change): also the login's history. */
export interface ContactPersonDetailDto<TDate = string> extends ContactPersonAdminDto<TDate> {
  /** Newest first. */
  loginChanges: LoginChangeDto<TDate>[];
  /** The person's login has a second factor (administrators can reset it). */
  secondFactorEnabled: boolean;
}
