export { HouseCreate } from './HouseCreate';
export { HouseEdit } from './HouseEdit';
export { HouseList } from './HouseList';
