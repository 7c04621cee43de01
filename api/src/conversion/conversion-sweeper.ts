import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ConversionStatus } from '@hauskonfig/shared';
import { DataSource, In } from 'typeorm';
import { HouseView } from '../house-views/house-view.entity.js';
import { CONVERSION_QUEUE, type ConversionQueue } from './conversion-queue.js';

/**
 * Queues (again) every view still waiting for or in a conversion: an upload stored while Redis
 * was down, or whose job a Redis restart lost, is converted anyway. The queue leaves a job that
 * is waiting or running alone, so sweeping a view that is being converted changes nothing.
 */
@Injectable()
export class ConversionSweeper {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONVERSION_QUEUE) private readonly conversions: ConversionQueue,
  ) {}

  async sweep(): Promise<number> {
    const views = await this.dataSource.getRepository(HouseView).find({
      where: { conversionStatus: In([ConversionStatus.QUEUED, ConversionStatus.CONVERTING]) },
      select: { id: true, houseId: true, filename: true },
    });
    for (const view of views) {
      await this.conversions.enqueue({ houseViewId: view.id, houseId: view.houseId, filename: view.filename });
    }
    return views.length;
  }
}
