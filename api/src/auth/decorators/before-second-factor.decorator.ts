import { SetMetadata } from '@nestjs/common';

export const BEFORE_SECOND_FACTOR = 'auth:beforeSecondFactor';

/**
 * Open to staff who still have to set up a mandatory second factor (its enrolment, the logouts);
 * every other staff route answers SECOND_FACTOR_SETUP_REQUIRED until they have one.
 */
export const BeforeSecondFactor = () => SetMetadata(BEFORE_SECOND_FACTOR, true);
