/** Admin customer-request filter, kept in local storage and restored on return. */
export const CR_SEARCH_FILTER_KEY = 'cr_search_filter';

/** Cookie holding the public configure filter. */
export const CONFIGURE_FILTER_COOKIE = 'configure-filter';

/** Cookie with the logged-in user; only trusted on restore when a local token also exists. */
export const USER_COOKIE = 'user';

/** Query parameter of the personal customer link. */
export const CUSTOMER_CODE_QUERY_PARAM = 'code';

/** Local storage key of the persisted client state (selected works, stage, personal info, house). */
export const PERSISTED_STATE_KEY = 'hauskonfig_state';

export const SKIP_AR_USAGE_KEY = 'skip_ar_usage';

export const AR_ERROR_KEY = 'ar_error';

/** Local storage key of the customer's contact person as last shown, named when their access changes. */
export const LAST_CONTACT_KEY = 'hauskonfig_last_contact';

/** Session storage key of why staff were logged out by someone else, shown once on the login page. */
export const STAFF_LOGOUT_REASON_KEY = 'staff_logout_reason';
