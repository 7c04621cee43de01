import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEMO_HOUSES, DEMO_OPTION_PRICES, DEMO_PRICE_GUIDE, demoStagePrices } from '@hauskonfig/demo-catalogue';
import { HouseKind } from '@hauskonfig/shared';
import { DataSource, In } from 'typeorm';
import { ConstructionStage } from '../../../construction-stages/construction-stage.entity.js';
import { ConstructionWork } from '../../../construction-stages/construction-work.entity.js';
import { CatalogueCache } from '../../../houses/catalogue-cache.js';
import { House } from '../../../houses/house.entity.js';
import { PRICE_GUIDE_ROW_ID, PriceGuide } from '../../../price-guide/price-guide.entity.js';
import { withSessionLock } from '../../session-lock.js';

/** Shared by every instance, so two starting at once do not both seed the prices. */
const PRICES_LOCK_KEY = 7_345_205;

/**
 * The demo vendor's prices: the price guide, the optional works' surcharges and the demo houses'
 * stage prices. Only while the installation has no price guide yet (also one seeded before
 * prices existed); once staff saved prices, their changes stay.
 */
@Injectable()
export class DemoPricesSeeder {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueCache,
  ) {}

  seedIfMissing(): Promise<void> {
    return withSessionLock(this.dataSource, PRICES_LOCK_KEY, async () => {
      if (await this.dataSource.getRepository(PriceGuide).existsBy({ id: PRICE_GUIDE_ROW_ID })) return;
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(PriceGuide, { id: PRICE_GUIDE_ROW_ID, ...DEMO_PRICE_GUIDE });
        const works = await manager.find(ConstructionWork, {
          where: { identifier: In(Object.keys(DEMO_OPTION_PRICES)) },
        });
        for (const work of works) {
          await manager.update(ConstructionWork, work.id, { priceCents: DEMO_OPTION_PRICES[work.identifier] });
        }
        const stages = await manager.find(ConstructionStage, { select: { id: true, identifier: true } });
        const stageId = new Map(stages.map((stage) => [stage.identifier, stage.id]));
        for (const spec of DEMO_HOUSES) {
          const prices = Object.entries(demoStagePrices(spec)).flatMap(([identifier, cents]) => {
            const id = stageId.get(identifier);
            return id ? [[id, cents] as const] : [];
          });
          await manager.update(
            House,
            { name: spec.name, kind: HouseKind.TEMPLATE },
            { stagePrices: Object.fromEntries(prices) },
          );
        }
      });
      await this.catalogue.invalidate();
    });
  }
}
