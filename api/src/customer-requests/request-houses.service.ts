import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, HouseKind } from '@hauskonfig/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { deleteOutboxMails, removeMailFiles } from '../mail/mail-copies.js';
import { PlanShare } from '../plan-shares/plan-share.entity.js';
import { CreatedCustomHouse, CustomHousesService } from '../houses/custom-houses.service.js';
import { House } from '../houses/house.entity.js';
import { PlanPdfService } from '../plan-pdf/plan-pdf.service.js';
import { CustomerRequest } from './customer-request.entity.js';
import { lockRequest } from './lock-request.js';
import { RequestCountCache } from './request-count-cache.js';
import { UserCache } from '../users/user-cache.js';

/** What went with a deleted request besides its row. */
export interface RemovedRequest {
  mails: number;
  planShares: number;
  customHouseFiles: boolean;
}

/**
 * Which house a request shows: a template, or its own custom copy. A custom house belongs to
 * exactly one request, so it goes (with its files) when the request or the assignment goes.
 */
@Injectable()
export class RequestHousesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly customHouses: CustomHousesService,
    private readonly counts: RequestCountCache,
    private readonly userCache: UserCache,
    private readonly planPdfs: PlanPdfService,
  ) {}

  /** Any template house, published or not; a custom house assigned before is removed. */
  async assignTemplate(requestId: string, houseId: string): Promise<void> {
    const replaced = await this.dataSource.transaction(async (manager) => {
      const request = await lockRequest(manager, requestId);
      const house = await manager.getRepository(House).findOneBy({ id: houseId, kind: HouseKind.TEMPLATE });
      if (!house) throw new ApiException(404, ErrorCode.HOUSE_NOT_FOUND);
      const previous = await this.customHouseOf(manager, request);
      await manager.getRepository(CustomerRequest).update(requestId, {
        houseId: house.id,
        contactPersonId: request.contactPersonId ?? house.contactPersonId,
      });
      if (previous) await this.customHouses.deleteRow(manager, previous.id);
      return previous;
    });
    // The contact person may have come with the house.
    await this.counts.invalidate();
    if (replaced) await this.customHouses.removeFiles(replaced.id);
  }

  /**
   * Gives the request its own copy of its template house (or an empty custom house when it has
   * none). A request that already has a custom house keeps it, so repeating the call is harmless.
   */
  async assignCustom(requestId: string): Promise<void> {
    const pending: { created?: CreatedCustomHouse } = {};
    try {
      await this.dataSource.transaction(async (manager) => {
        const request = await lockRequest(manager, requestId);
        const current = request.houseId ? await manager.getRepository(House).findOneBy({ id: request.houseId }) : null;
        if (current?.kind === HouseKind.CUSTOM) return;
        const created = await this.customHouses.create(manager, current, {
          name: `Individuelles Haus – ${request.fullName}`,
          contactPersonId: request.contactPersonId,
          propertyNumber: request.propertyNumber,
          location: null,
        });
        pending.created = created;
        await manager.getRepository(CustomerRequest).update(requestId, {
          houseId: created.house.id,
          contactPersonId: request.contactPersonId ?? created.house.contactPersonId,
        });
      });
    } catch (error) {
      // Files copied for a house that was never stored are removed again.
      await pending.created?.discard();
      throw error;
    }
    await this.counts.invalidate();
    await pending.created?.afterCommit();
  }

  /**
   * Deletes the request with everything that holds the visitor's data: works, history and customer
   * login (cascade), its custom house with files, the mails about it (rows and `.eml` copies) and
   * the plan shares of its snapshot and mails with their stored PDFs. Answers how many of each went.
   */
  async removeRequest(requestId: string): Promise<RemovedRequest> {
    const removed = await this.dataSource.transaction(async (manager) => {
      const request = await lockRequest(manager, requestId);
      const custom = await this.customHouseOf(manager, request);
      const mails = await deleteOutboxMails(manager, { customerRequestId: requestId });
      await manager.getRepository(CustomerRequest).delete(requestId);
      const shareTokens = [...new Set([request.planShareToken, ...mails.planShareTokens])].filter(
        (token): token is string => !!token,
      );
      if (shareTokens.length > 0) await manager.getRepository(PlanShare).delete({ token: In(shareTokens) });
      if (custom) await this.customHouses.deleteRow(manager, custom.id);
      return { custom, mailIds: mails.ids, shareTokens };
    });
    // The customer's login went with the request.
    await Promise.all([this.counts.invalidate(), this.userCache.invalidate()]);
    await removeMailFiles(this.config.mail.outboxDir, removed.mailIds);
    if (removed.custom) await this.customHouses.removeFiles(removed.custom.id);
    // The shares went with the request, so do their stored PDFs.
    await Promise.all(removed.shareTokens.map((token) => this.planPdfs.forget(token)));
    return {
      mails: removed.mailIds.length,
      planShares: removed.shareTokens.length,
      customHouseFiles: !!removed.custom,
    };
  }

  private async customHouseOf(manager: EntityManager, request: CustomerRequest): Promise<House | null> {
    if (!request.houseId) return null;
    return manager.getRepository(House).findOneBy({ id: request.houseId, kind: HouseKind.CUSTOM });
  }
}
