/** A saved plan opens with its code for this many days after it was last saved (API setting SAVED_PLAN_DAYS). */
export const SAVED_PLAN_DEFAULT_DAYS = 30;

/** Query parameter of the link that opens a saved plan: `/login?plan=<six digits>`. */
export const SAVED_PLAN_QUERY_PARAM = 'plan';

/**
 * Request header carrying a saved plan's key (its edit token) to GET saved-plans/{code}: the plan's
 * personal info only comes with it. A header, never the query string, which access logs keep.
 */
export const SAVED_PLAN_KEY_HEADER = 'X-Plan-Key';

/**
 * Parameter in the fragment of a plan's full link (`/login?plan=<code>#key=<edit token>`): the
 * fragment never reaches the server, so the key is in no log on the way.
 */
export const SAVED_PLAN_KEY_FRAGMENT_PARAM = 'key';
