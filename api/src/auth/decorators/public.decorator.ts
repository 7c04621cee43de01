import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'auth:isPublic';

/** Open to anonymous callers; everything else needs a valid access token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
