import ContactsIcon from '@mui/icons-material/Contacts';
import type { ResourceProps } from 'react-admin';
import { ContactPersonCreate } from './ContactPersonCreate';
import { ContactPersonEdit } from './ContactPersonEdit';
import { ContactPersonList } from './ContactPersonList';

/** The contact-people resource as App.tsx registers it; the icon is the navbar's. */
export const contactPeople = {
  list: ContactPersonList,
  create: ContactPersonCreate,
  edit: ContactPersonEdit,
  icon: ContactsIcon,
} satisfies Omit<ResourceProps, 'name'>;
