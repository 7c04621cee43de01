import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { CONSTRUCTION_METHOD_CHOICES, PROPERTY_SHAPE_CHOICES, ROOF_SHAPE_CHOICES } from '../common/choices';

/**
 * Filters of the house list: search (name, Katastralgemeinde), shapes, published. All shown on wide
 * screens; on phones only the search, the rest behind the filter button.
 */
export const houseFilters = (compact: boolean) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="propertyShape"
    source="propertyShape"
    choices={PROPERTY_SHAPE_CHOICES}
    translateChoice={false}
    alwaysOn={!compact}
  />,
  <SelectInput
    key="constructionMethod"
    source="constructionMethod"
    choices={CONSTRUCTION_METHOD_CHOICES}
    translateChoice={false}
    alwaysOn={!compact}
  />,
  <SelectInput
    key="roofShape"
    source="roofShape"
    choices={ROOF_SHAPE_CHOICES}
    translateChoice={false}
    alwaysOn={!compact}
  />,
  <NullableBooleanInput key="published" source="published" alwaysOn={!compact} />,
];
