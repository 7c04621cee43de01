import { HouseFields } from '../../../template-houses/form/HouseFields';

/** The custom house's own data (name, shapes, area, the customer's plot), saved with the request. */
export const CustomHouseDataInputs = () => <HouseFields prefix="customHouse." withContactPerson={false} />;
