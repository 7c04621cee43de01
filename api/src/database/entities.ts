import { RefreshToken } from '../auth/refresh-token.entity.js';
import { ConstructionStage } from '../construction-stages/construction-stage.entity.js';
import { ConstructionWork } from '../construction-stages/construction-work.entity.js';
import { ContactPerson } from '../contact-people/contact-person.entity.js';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';
import { RequestStatusChange } from '../customer-requests/request-status-change.entity.js';
import { RequestWork } from '../customer-requests/request-work.entity.js';
import { HouseView } from '../house-views/house-view.entity.js';
import { HouseImage } from '../houses/house-image.entity.js';
import { House } from '../houses/house.entity.js';
import { MailOutbox } from '../mail/mail-outbox.entity.js';
import { LoginChange } from '../users/login-change.entity.js';
import { PlanShare } from '../plan-shares/plan-share.entity.js';
import { PriceGuide } from '../price-guide/price-guide.entity.js';
import { SavedPlan } from '../saved-plans/saved-plan.entity.js';
import { User } from '../users/user.entity.js';
import { VendorSettings } from '../vendor-settings/vendor-settings.entity.js';

import { SecuritySettings } from '../security-settings/security-settings.entity.js';
import { DataSubjectErasure } from '../data-protection/data-subject-erasure.entity.js';
/** Every entity of the data model; the data source and the migration check use this one list. */
export const ENTITIES = [
  User,
  RefreshToken,
  LoginChange,
  ContactPerson,
  House,
  HouseImage,
  HouseView,
  ConstructionStage,
  ConstructionWork,
  CustomerRequest,
  RequestWork,
  RequestStatusChange,
  MailOutbox,
  VendorSettings,
  SavedPlan,
  PriceGuide,
  PlanShare,
  SecuritySettings,
  DataSubjectErasure,
];
