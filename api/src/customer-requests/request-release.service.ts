import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  RequestStatus,
  SessionEndCause,
  customerLinkPath,
  isCustomerVisibleStatus,
  type AccessTextSender,
  type ReleaseResultDto,
} from '@hauskonfig/shared';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { endAllSessions } from '../auth/end-sessions.js';
import { ApiException } from '../common/errors/api-exception.js';
import { errorMessage } from '../common/errors/error-message.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '../mail/mail-job.js';
import { MailOutbox } from '../mail/mail-outbox.entity.js';
import { releaseMail } from '../mail/request-mails.js';
import { User } from '../users/user.entity.js';
import { UserCache } from '../users/user-cache.js';
import { VendorSettingsService } from '../vendor-settings/vendor-settings.service.js';
import { accessTextSender } from './access-text-sender.js';
import { CustomerCredentialsService } from './customer-credentials.service.js';
import { CustomerRequest } from './customer-request.entity.js';
import { ReleaseRequestDto } from './dto/release-request.dto.js';
import { lockRequest, lockRequestForAccess } from './lock-request.js';
import { RequestCountCache } from './request-count-cache.js';
import { recordStatusChange } from './request-status-changes.js';

/** The status a withdrawn release goes back to: the talks go on, the customer sees nothing. */
const WITHDRAWN_STATUS = RequestStatus.IN_NEGOTIATION;

/**
 * Releasing a request to its customer is one step: the status becomes In Planung, the access data
 * are made if missing, and the customer may be mailed the link. Withdrawing is one step too.
 */
@Injectable()
export class RequestReleaseService {
  private readonly logger = new Logger('RequestRelease');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_QUEUE_TOKEN) private readonly mailQueue: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly credentials: CustomerCredentialsService,
    private readonly counts: RequestCountCache,
    private readonly userCache: UserCache,
    private readonly vendorSettings: VendorSettingsService,
  ) {}

  /** The mailed link starts with PUBLIC_URL, never with the Host header the staff member's browser sent. */
  async release(id: string, input: ReleaseRequestDto, staff: AuthUser): Promise<ReleaseResultDto> {
    const { vendorName } = await this.vendorSettings.current();
    const { result, mailIds } = await this.dataSource.transaction(async (manager) => {
      const request = await lockRequestForAccess(manager, id);
      if (!isCustomerVisibleStatus(request.status)) {
        await manager.getRepository(CustomerRequest).update(id, { status: RequestStatus.IN_PLANNING });
        await recordStatusChange(manager, id, request.status, RequestStatus.IN_PLANNING, staff.id);
      }
      const issued =
        request.loginCode === null || input.newPassword ? await this.credentials.issue(manager, request, staff) : null;
      const loginCode = issued?.loginCode ?? request.loginCode!;
      const sender = await accessTextSender(manager, request, vendorName);
      const mailIds = input.sendMail
        ? await this.queueMail(manager, request, `${this.config.publicUrl}${customerLinkPath(loginCode)}`, loginCode, {
            password: input.mailPassword ? (issued?.password ?? null) : null,
            sender,
          })
        : [];
      const result: ReleaseResultDto = {
        loginCode,
        loginPath: customerLinkPath(loginCode),
        password: issued?.password ?? null,
        mailQueued: mailIds.length > 0,
        sender,
      };
      return { result, mailIds };
    });
    await Promise.all([this.counts.invalidate(), this.userCache.invalidate()]);
    if (mailIds.length > 0) {
      // The outbox row is stored; should the queue be away, the worker's sweep sends it.
      await this.mailQueue
        .enqueue(mailIds)
        .catch((error: unknown) => this.logger.warn(`Request ${id}: release mail not queued: ${errorMessage(error)}`));
    }
    return result;
  }

  /** Back to In Verhandlung; the customer's open sessions end, the access data stay for a new release. */
  async withdraw(id: string, staff: AuthUser): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const request = await lockRequest(manager, id);
      if (!isCustomerVisibleStatus(request.status)) throw new ApiException(409, ErrorCode.REQUEST_NOT_RELEASED);
      await manager.getRepository(CustomerRequest).update(id, { status: WITHDRAWN_STATUS });
      await recordStatusChange(manager, id, request.status, WITHDRAWN_STATUS, staff.id);
      const customer = await manager.getRepository(User).findOne({
        where: { customerRequestId: id },
        lock: { mode: 'pessimistic_write' },
      });
      if (customer) await endAllSessions(manager, customer.id, SessionEndCause.ACCESS_WITHDRAWN);
    });
    await Promise.all([this.counts.invalidate(), this.userCache.invalidate()]);
  }

  private async queueMail(
    manager: EntityManager,
    request: CustomerRequest,
    link: string,
    loginCode: string,
    { password, sender }: { password: string | null; sender: AccessTextSender },
  ): Promise<string[]> {
    const mail = releaseMail({
      requestId: request.id,
      fullName: request.fullName,
      email: request.email,
      link,
      loginCode,
      withPassword: password !== null,
      sender,
    });
    const { identifiers } = await manager.getRepository(MailOutbox).insert({ ...mail, secret: password });
    return identifiers.map((row) => row.id as string);
  }
}
