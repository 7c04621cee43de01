import { PipeTransform } from '@nestjs/common';
import { ErrorCode, isLoginCode } from '@hauskonfig/shared';
import { ApiException } from '../common/errors/api-exception.js';

const SAVED_PLAN_CODE_MESSAGE = 'Der Code besteht aus sechs Ziffern.';

/** A path code that is not six digits is a 400 before any look-up is counted or any query runs. */
export const SavedPlanCodeParam: PipeTransform<string, string> = {
  transform(value: string): string {
    if (!isLoginCode(value)) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, SAVED_PLAN_CODE_MESSAGE, [
        { field: 'code', messages: [SAVED_PLAN_CODE_MESSAGE] },
      ]);
    }
    return value;
  },
};
