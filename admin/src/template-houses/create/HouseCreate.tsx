import { Create, useTranslate } from 'react-admin';
import { PageHeader } from '../../layout/PageHeader';
import { HouseForm } from '../form/HouseForm';

/** /admin/template-houses/create: the house form; saving continues on the new house's edit page. */
export const HouseCreate = () => {
  const translate = useTranslate();
  return (
    <Create actions={<PageHeader title={translate('resources.template-houses.page.create')} />}>
      <HouseForm />
    </Create>
  );
};
