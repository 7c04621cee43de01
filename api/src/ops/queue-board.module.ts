import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { QueueBoardAccess } from './queue-board-access.js';
import { QueueBoardController } from './queue-board.controller.js';

/** The admin's way into the queue board (mounted outside Nest, in queue-board.ts). */
@Module({
  imports: [UsersModule],
  controllers: [QueueBoardController],
  providers: [QueueBoardAccess],
  exports: [QueueBoardAccess],
})
export class QueueBoardModule {}
