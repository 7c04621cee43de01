import { HouseKind } from '@hauskonfig/shared';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { PlanShare } from '../plan-shares/plan-share.entity.js';
import { isPlanShareToken } from '../plan-shares/plan-share-token.js';
import { matchPublicRoute } from '../spa/public-routes.js';
import { CatalogueCache } from './catalogue-cache.js';
import { House } from './house.entity.js';

/**
 * The HTTP status of a public page: 404 for a path the site has no page for, for a house page
 * whose house is not a published template and for a share link no shared plan has, so search
 * engines and link checkers see the site's not-found page for what it is. The page itself is
 * served all the same.
 */
@Injectable()
export class PublicPageStatus {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueCache,
  ) {}

  readonly forRequest = async (req: Request): Promise<number> => {
    const route = matchPublicRoute(req.path);
    if (!route) return 404;
    if (route.pattern === '/plan/:id') return route.id && (await this.isSharedPlan(route.id)) ? 200 : 404;
    if (route.pattern !== '/configure/:id') return 200;
    return route.id && isUUID(route.id) && (await this.isPublishedTemplate(route.id)) ? 200 : 404;
  };

  private async isSharedPlan(token: string): Promise<boolean> {
    return isPlanShareToken(token) && this.dataSource.getRepository(PlanShare).existsBy({ token });
  }

  private isPublishedTemplate(id: string): Promise<boolean> {
    return this.catalogue.value(`published-template:${id}`, () =>
      this.dataSource.getRepository(House).existsBy({ id, kind: HouseKind.TEMPLATE, published: true }),
    );
  }
}
