import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role, type QueueBoardTicketDto } from '@hauskonfig/shared';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { QUEUE_BOARD_PATH, QueueBoardAccess } from './queue-board-access.js';

@ApiTags('admin/queue-board')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@Controller('admin/queue-board')
export class QueueBoardController {
  constructor(private readonly access: QueueBoardAccess) {}

  @Post('ticket')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The board with a one-time ticket (a minute): `{ url }`' })
  @ApiNotFoundResponse({ description: 'QUEUE_BOARD_UNAVAILABLE: no Redis, no board' })
  async ticket(@CurrentUser() user: AuthUser): Promise<QueueBoardTicketDto> {
    const ticket = await this.access.ticket(user);
    return { url: `${QUEUE_BOARD_PATH}?${new URLSearchParams({ ticket })}` };
  }
}
