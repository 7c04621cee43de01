import { useRecordContext, useTranslate } from 'react-admin';
import { PageHeader } from '../../layout/PageHeader';
import { PublishActions } from '../publish/PublishActions';
import type { TemplateHouseRecord } from '../types';

/** "Haus „Villa Donaublick“" with the publication state and its actions. */
export const HouseEditHeader = () => {
  const record = useRecordContext<TemplateHouseRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <PageHeader title={translate('resources.template-houses.page.edit', { recordRepresentation: record.name })}>
      <PublishActions />
    </PageHeader>
  );
};
