import { Box } from '@mui/material';
import { CONSTRUCTION_METHOD_LABELS, PROPERTY_SHAPE_LABELS, ROOF_SHAPE_LABELS, UI_MESSAGES } from '@hauskonfig/shared';
import { BooleanField, DataTable, EditButton, List } from 'react-admin';
import { apiErrorMessage } from './api-errors';
import { labelOf } from './choices';
import { DeleteHouseButton } from './DeleteHouseButton';
import { HOUSE_FILTERS } from './house-filters';
import { HousePagination } from './HousePagination';
import type { TemplateHouseRecord } from './types';
import { useNotifyText } from './use-notify-text';

const SORT = { field: 'name', order: 'ASC' } as const;

/** /admin/template-houses: every template house with its counts, filters and actions. */
export const HouseList = () => {
  const notifyText = useNotifyText();
  return (
    <List
      filters={HOUSE_FILTERS}
      sort={SORT}
      perPage={25}
      pagination={<HousePagination />}
      exporter={false}
      queryOptions={{
        onError: (error) => notifyText(apiErrorMessage(error, UI_MESSAGES.houses.loadFailed), 'error'),
      }}
    >
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
    </List>
  );
};
