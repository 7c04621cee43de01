import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { CONSTRUCTION_METHOD_CHOICES, PROPERTY_SHAPE_CHOICES, ROOF_SHAPE_CHOICES } from './choices';

/** Filters of the house list, all visible: search (name, Katastralgemeinde), shapes, published. */
export const HOUSE_FILTERS = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="propertyShape"
    source="propertyShape"
    choices={PROPERTY_SHAPE_CHOICES}
    translateChoice={false}
    alwaysOn
  />,
  <SelectInput
    key="constructionMethod"
    source="constructionMethod"
    choices={CONSTRUCTION_METHOD_CHOICES}
    translateChoice={false}
    alwaysOn
  />,
  <SelectInput key="roofShape" source="roofShape" choices={ROOF_SHAPE_CHOICES} translateChoice={false} alwaysOn />,
  <NullableBooleanInput key="published" source="published" alwaysOn />,
];
