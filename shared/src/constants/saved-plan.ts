/** A saved plan opens with its code for this many days after it was last saved (API setting SAVED_PLAN_DAYS). */
export const SAVED_PLAN_DEFAULT_DAYS = 30;

/** Query parameter of the link that opens a saved plan: `/login?plan=<six digits>`. */
export const SAVED_PLAN_QUERY_PARAM = 'plan';
