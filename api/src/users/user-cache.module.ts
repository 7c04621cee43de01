import { Global, Module } from '@nestjs/common';
import { UserCache } from './user-cache.js';

/** One user cache per API process, dropped by whoever changes users. */
@Global()
@Module({ providers: [UserCache], exports: [UserCache] })
export class UserCacheModule {}
