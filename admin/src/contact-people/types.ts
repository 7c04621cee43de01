import type { ContactPersonDto } from '@hauskonfig/shared';

/** A contact person as the admin API answers it (staff view). */
export interface ContactPersonRecord extends Omit<ContactPersonDto, 'imageUrl'> {
  imageUrl: string | null;
  published: boolean;
  username: string | null;
  createdAt: string;
  updatedAt: string;
}
