import type { HouseOrientation } from './house-orientation.js';
import type { PersonalInfoInput } from './personal-info-input.js';
import type { FinancingDefaults } from './price-guide.dto.js';

/**
 * What a saved plan restores on any device (the persisted client state of spec section 3). The
 * orientation may be left out when saving (older clients): the plan then keeps DEFAULT_HOUSE_ORIENTATION.
 */
export interface SavedPlanContent extends HouseOrientation {
  /** The chosen template house, or null. */
  houseId: string | null;
  /** True once the visitor chose to continue without a template house. */
  withoutTemplateHouse: boolean;
  currentStageId: string | null;
  selectedWorkIds: string[];
  personalInfo: PersonalInfoInput;
  /** The financing example's inputs as the visitor left them; left out: the staff's defaults. */
  financing?: FinancingDefaults | null;
}

/**
 * POST saved-plans `{ content }` answers 201 with this; PUT saved-plans/{code}
 * `{ content, editToken }` stores a newer state under the same code and starts its time anew.
 */
export interface SavedPlanReceiptDto {
  /** Six digits, unique among saved plans (customer login codes are a space of their own). */
  code: string;
  /** ISO 8601 timestamp; after it the code no longer opens the plan. */
  expiresAt: string;
  /** Secret of the device that saved the plan, needed to overwrite it. */
  editToken: string;
}

/**
 * GET saved-plans/{code} (public, rate-limited like customer codes). The code alone opens the plan's
 * choices; its personal info only comes with the plan's edit token in the request header
 * SAVED_PLAN_KEY_HEADER (the saving device's own token, or the key of the full link), else it is
 * empty. PUT answers it too (always with the personal info: it needs the token).
 */
export interface SavedPlanDto {
  code: string;
  expiresAt: string;
  content: SavedPlanContent;
  /** True when the plan holds personal info that this answer left out, for want of the plan's key. */
  personalInfoWithheld: boolean;
}
