import type { ContactPersonDto, LoginChangeDto } from '@hauskonfig/shared';

/** A contact person as the admin API answers it (staff view). */
export interface ContactPersonRecord extends Omit<ContactPersonDto, 'imageUrl'> {
  imageUrl: string | null;
  published: boolean;
  username: string | null;
  createdAt: string;
  updatedAt: string;
  /** Only on a single person (the edit page), newest first. */
  loginChanges?: LoginChangeDto[];
}
