import { InitialSchema1795307255656 } from './migrations/1795307255656-InitialSchema.js';
import { UserTokenVersion1795309843127 } from './migrations/1795309843127-UserTokenVersion.js';
import { RequestSearchColumns1795316778642 } from './migrations/1795316778642-RequestSearchColumns.js';
import { SearchIndexesWithoutPendingList1795451446591 } from './migrations/1795451446591-SearchIndexesWithoutPendingList.js';
import { LoginChanges1795567173364 } from './migrations/1795567173364-LoginChanges.js';
import { SearchIgnoresAllSpaces1795650000000 } from './migrations/1795650000000-SearchIgnoresAllSpaces.js';
import { MailSecret1795740000000 } from './migrations/1795740000000-MailSecret.js';
import { VendorSettings1795800000000 } from './migrations/1795800000000-VendorSettings.js';
import { SavedPlans1795900000000 } from './migrations/1795900000000-SavedPlans.js';
import { RequestPrivacyConsent1795910000000 } from './migrations/1795910000000-RequestPrivacyConsent.js';
import { ContactRotation1795920000000 } from './migrations/1795920000000-ContactRotation.js';
import { HouseOrientation1795930000000 } from './migrations/1795930000000-HouseOrientation.js';
import { PreviewModel1795935000000 } from './migrations/1795935000000-PreviewModel.js';
import { ConversionWarnings1795940000000 } from './migrations/1795940000000-ConversionWarnings.js';
import { ConversionReport1795945000000 } from './migrations/1795945000000-ConversionReport.js';
import { PriceGuide1795950000000 } from './migrations/1795950000000-PriceGuide.js';
import { SecondFactor1796000000000 } from './migrations/1796000000000-SecondFactor.js';
import { DataProtection1796010000000 } from './migrations/1796010000000-DataProtection.js';
import { SessionEndReason1796020000000 } from './migrations/1796020000000-SessionEndReason.js';

/**
 * Every migration, oldest first. Listed rather than globbed so no file system scan or dynamic
 * import is involved; a migration missing here shows up as schema drift in the tests.
 */
export const MIGRATIONS = [
  InitialSchema1795307255656,
  UserTokenVersion1795309843127,
  RequestSearchColumns1795316778642,
  SearchIndexesWithoutPendingList1795451446591,
  LoginChanges1795567173364,
  SearchIgnoresAllSpaces1795650000000,
  MailSecret1795740000000,
  VendorSettings1795800000000,
  SavedPlans1795900000000,
  RequestPrivacyConsent1795910000000,
  ContactRotation1795920000000,
  HouseOrientation1795930000000,
  PreviewModel1795935000000,
  ConversionWarnings1795940000000,
  ConversionReport1795945000000,
  PriceGuide1795950000000,
  SecondFactor1796000000000,
  DataProtection1796010000000,
  SessionEndReason1796020000000,
];
