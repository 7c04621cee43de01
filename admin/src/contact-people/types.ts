import type { ContactPersonAdminDto, ContactPersonDetailDto } from '@hauskonfig/shared';

/** A contact person as the admin API answers it; only a single person (the edit page) has the login's history and second factor. */
export type ContactPersonRecord = ContactPersonAdminDto &
  Partial<Pick<ContactPersonDetailDto, 'loginChanges' | 'secondFactorEnabled'>>;
