import type { SavedPlanReceiptDto } from '@hauskonfig/shared';

/** Local storage key of the plan this browser saved: saving again updates that code. */
const SAVED_PLAN_REF_KEY = 'hauskonfig_saved_plan';

function isReceipt(value: unknown): value is SavedPlanReceiptDto {
  if (typeof value !== 'object' || value === null) return false;
  const { code, editToken, expiresAt } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof editToken === 'string' && typeof expiresAt === 'string';
}

/** The code and edit token of the plan this browser saved last, if any. */
export const savedPlanRef = {
  get(): SavedPlanReceiptDto | null {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(SAVED_PLAN_REF_KEY) ?? 'null');
      return isReceipt(stored) ? stored : null;
    } catch {
      return null;
    }
  },
  set(receipt: SavedPlanReceiptDto): void {
    try {
      localStorage.setItem(SAVED_PLAN_REF_KEY, JSON.stringify(receipt));
    } catch {
      // Without storage the next save gets a new code; the one shown still works.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(SAVED_PLAN_REF_KEY);
    } catch {
      // Nothing stored that could be removed.
    }
  },
};
