export { ContactPersonCreate } from './ContactPersonCreate';
export { ContactPersonEdit } from './ContactPersonEdit';
export { ContactPersonList } from './ContactPersonList';
