import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './data-provider';

/** The data provider with the calls beyond simple-rest (publish, uploads, assign, credentials, ...). */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();
