import { Module } from '@nestjs/common';
import { CodeLookupLimit } from './code-lookup-limit.js';

/** What customer logins and saved plans share about their six-digit codes: the look-up limit. */
@Module({
  providers: [CodeLookupLimit],
  exports: [CodeLookupLimit],
})
export class AccessCodesModule {}
