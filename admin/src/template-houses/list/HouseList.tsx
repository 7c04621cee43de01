import { Box } from '@mui/material';
import { CONSTRUCTION_METHOD_LABELS, PROPERTY_SHAPE_LABELS, ROOF_SHAPE_LABELS, UI_MESSAGES } from '@hauskonfig/shared';
import { BooleanField, DataTable, EditButton, List, useTranslate } from 'react-admin';
import { PageHeader } from '../../layout/PageHeader';
import { useCompactLayout } from '../../layout/use-compact-layout';
import { ListActionsBar } from '../../lists/ListActionsBar';
import { ListPagination } from '../../lists/ListPagination';
import { PhoneRows } from '../../lists/PhoneRows';
import { PublishedChip } from '../../lists/PublishedChip';
import { ResponsiveListBody } from '../../lists/ResponsiveListBody';
import { apiErrorMessage } from '../../providers/request-errors';
import { labelOf } from '../common/choices';
import { DeleteHouseButton } from '../delete/DeleteHouseButton';
import { houseFilters } from './house-filters';
import type { TemplateHouseRecord } from '../types';
import { useNotifyText } from '../../layout/use-notify-text';

const SORT = { field: 'name', order: 'ASC' } as const;

/** What phone users can sort the houses by (wide screens sort by the column headers). */
const SORT_FIELDS = ['name'];

/** /admin/template-houses: every template house with its counts, filters and actions. */
export const HouseList = () => {
  const notifyText = useNotifyText();
  const translate = useTranslate();
  const compact = useCompactLayout();
  return (
    <>
      <PageHeader title={translate('app.navigation.houses')} />
      <List
        title={false}
        filters={houseFilters(compact)}
        sort={SORT}
        perPage={25}
        pagination={<ListPagination />}
        actions={<ListActionsBar sortFields={SORT_FIELDS} />}
        exporter={false}
        queryOptions={{
          onError: (error) => notifyText(apiErrorMessage(error, UI_MESSAGES.houses.loadFailed), 'error'),
        }}
      >
        <ResponsiveListBody
          loadFailed={UI_MESSAGES.houses.loadFailed}
          rows={
            <PhoneRows<TemplateHouseRecord>
              primaryText={(record) => record.name}
              tertiaryText={(record) => <PublishedChip published={record.published} />}
              secondaryText={(record) =>
                [
                  translate('app.lists.modelCount', { smart_count: record.houseViewCount }),
                  labelOf(CONSTRUCTION_METHOD_LABELS, record.constructionMethod),
                ]
                  .filter(Boolean)
                  .join(' · ')
              }
              rowClick="edit"
            />
          }
          table={
            <DataTable<TemplateHouseRecord> bulkActionButtons={false}>
              <DataTable.Col source="name" />
              <DataTable.Col<TemplateHouseRecord>
                source="propertyShape"
                render={(record) => labelOf(PROPERTY_SHAPE_LABELS, record.propertyShape)}
              />
              <DataTable.Col<TemplateHouseRecord>
                source="constructionMethod"
                render={(record) => labelOf(CONSTRUCTION_METHOD_LABELS, record.constructionMethod)}
              />
              <DataTable.Col<TemplateHouseRecord>
                source="roofShape"
                render={(record) => labelOf(ROOF_SHAPE_LABELS, record.roofShape)}
              />
              <DataTable.NumberCol source="houseViewCount" disableSort />
              <DataTable.NumberCol source="referenceImageCount" disableSort />
              <DataTable.Col source="published" field={BooleanField} />
              <DataTable.Col label="app.templateHouses.list.actions" disableSort>
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                  <EditButton />
                  <DeleteHouseButton />
                </Box>
              </DataTable.Col>
            </DataTable>
          }
        />
      </List>
    </>
  );
};
