export { DataProtectionPage } from './DataProtectionPage';
export { SecondFactorPage } from './SecondFactorPage';
