/** The only English texts of the product (spec section 5); placeholders as in VALIDATION_MESSAGES. */
export const ENGLISH_TEXTS = {
  login: 'Login',
  logout: 'Logout',
  close: 'Close',
  required: 'The field {0} is required',
  min: '{0} must be at least {1} characters long',
  max: '{0} must be at most {1} characters long',
  email: 'Please enter a valid email address',
} as const;
