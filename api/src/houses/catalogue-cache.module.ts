import { Global, Module } from '@nestjs/common';
import { CatalogueCache } from './catalogue-cache.js';

/** One catalogue cache per process, cleared by whoever changes what visitors see. */
@Global()
@Module({ providers: [CatalogueCache], exports: [CatalogueCache] })
export class CatalogueCacheModule {}
