import HomeIcon from '@mui/icons-material/Home';
import type { ResourceProps } from 'react-admin';
import { HouseCreate } from './create/HouseCreate';
import { HouseEdit } from './edit/HouseEdit';
import { HouseList } from './list/HouseList';

/** The template-houses resource as App.tsx registers it; the icon is the navbar's. */
export const templateHouses = {
  list: HouseList,
  create: HouseCreate,
  edit: HouseEdit,
  icon: HomeIcon,
} satisfies Omit<ResourceProps, 'name'>;
