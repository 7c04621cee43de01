import { Create } from 'react-admin';
import { HouseForm } from './HouseForm';

/** /admin/template-houses/create: the house form; saving continues on the new house's edit page. */
export const HouseCreate = () => (
  <Create>
    <HouseForm />
  </Create>
);
