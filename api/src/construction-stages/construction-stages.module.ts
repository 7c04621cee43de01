import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConstructionStage } from './construction-stage.entity.js';
import { ConstructionStagesController } from './construction-stages.controller.js';
import { ConstructionStagesService } from './construction-stages.service.js';
import { ConstructionWork } from './construction-work.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([ConstructionStage, ConstructionWork])],
  controllers: [ConstructionStagesController],
  providers: [ConstructionStagesService],
  exports: [ConstructionStagesService],
})
export class ConstructionStagesModule {}
