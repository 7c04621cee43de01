import { Box } from '@mui/material';
import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { AreaInput } from './AreaInput';
import { CONSTRUCTION_METHOD_CHOICES, PROPERTY_SHAPE_CHOICES, ROOF_SHAPE_CHOICES } from './choices';
import { validateLocation, validateName, validatePropertyNumber } from './house-validation';

/** Every contact person in one list; the API sorts contact people by name but not by id. */
const CONTACT_PEOPLE_SORT = { field: 'name', order: 'ASC' } as const;
const ALL_CONTACT_PEOPLE = 1000;

/** The house's own fields. Only the name is required: drafts are saved incomplete. */
export const HouseFields = () => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      columnGap: 2,
      width: '100%',
      maxWidth: 900,
    }}
  >
    <TextInput source="name" validate={validateName} sx={{ gridColumn: '1 / -1' }} />
    <SelectInput source="propertyShape" choices={PROPERTY_SHAPE_CHOICES} translateChoice={false} />
    <SelectInput source="constructionMethod" choices={CONSTRUCTION_METHOD_CHOICES} translateChoice={false} />
    <SelectInput source="roofShape" choices={ROOF_SHAPE_CHOICES} translateChoice={false} />
    <AreaInput />
    <ReferenceInput
      source="contactPersonId"
      reference="contact-people"
      sort={CONTACT_PEOPLE_SORT}
      perPage={ALL_CONTACT_PEOPLE}
    >
      <SelectInput optionText="name" />
    </ReferenceInput>
    <TextInput source="propertyNumber" validate={validatePropertyNumber} />
    <TextInput source="location" validate={validateLocation} />
  </Box>
);
