import { useRecordContext, useTranslate } from 'react-admin';
import { PageHeader } from '../layout/PageHeader';
import type { ContactPersonRecord } from './types';

/** "Ansprechpartner Max Muster" as heading and tab title. */
export const ContactPersonEditHeader = () => {
  const record = useRecordContext<ContactPersonRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <PageHeader title={translate('resources.contact-people.page.edit', { recordRepresentation: record.name })} />;
};
