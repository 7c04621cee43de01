import type { CatalogueHouseDto, EditableHouseField, HouseAdminDto } from '@hauskonfig/shared';
import type { RaRecord } from 'react-admin';

/** A row of admin/houses/templates: the house with its counts. Drafts may lack every field but the name. */
export type TemplateHouseRecord = HouseAdminDto & RaRecord<string>;

/** The values of the fields staff edit, as the form holds them. */
export type HouseFields = Pick<CatalogueHouseDto, EditableHouseField>;
