import { Box } from '@mui/material';
import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { AreaInput } from './AreaInput';
import { CONSTRUCTION_METHOD_CHOICES, PROPERTY_SHAPE_CHOICES, ROOF_SHAPE_CHOICES } from '../common/choices';
import { validateLocation, validateName, validatePropertyNumber } from './house-validation';

/** Every contact person in one list; the API sorts contact people by name but not by id. */
const CONTACT_PEOPLE_SORT = { field: 'name', order: 'ASC' } as const;
const ALL_CONTACT_PEOPLE = 1000;

interface HouseFieldsProps {
  /** Where the fields sit in the form's values, e.g. "customHouse." on the request page. */
  prefix?: string;
  /** A custom house's contact person is the request's, chosen there. */
  withContactPerson?: boolean;
}

/** The house's own fields. Only the name is required: drafts are saved incomplete. */
export const HouseFields = ({ prefix = '', withContactPerson = true }: HouseFieldsProps) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      columnGap: 2,
      width: '100%',
      maxWidth: 900,
    }}
  >
    <TextInput source={`${prefix}name`} validate={validateName} sx={{ gridColumn: '1 / -1' }} />
    <SelectInput source={`${prefix}propertyShape`} choices={PROPERTY_SHAPE_CHOICES} translateChoice={false} />
    <SelectInput source={`${prefix}constructionMethod`} choices={CONSTRUCTION_METHOD_CHOICES} translateChoice={false} />
    <SelectInput source={`${prefix}roofShape`} choices={ROOF_SHAPE_CHOICES} translateChoice={false} />
    <AreaInput source={`${prefix}sizeInSqm`} />
    {withContactPerson && (
      <ReferenceInput
        source={`${prefix}contactPersonId`}
        reference="contact-people"
        sort={CONTACT_PEOPLE_SORT}
        perPage={ALL_CONTACT_PEOPLE}
      >
        <SelectInput optionText="name" />
      </ReferenceInput>
    )}
    <TextInput source={`${prefix}propertyNumber`} validate={validatePropertyNumber} />
    <TextInput source={`${prefix}location`} validate={validateLocation} />
  </Box>
);
