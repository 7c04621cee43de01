import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ConstructionWorkKind, ErrorCode, VALIDATION_MESSAGES, type ExtraCostRule } from '@hauskonfig/shared';
import { DataSource, EntityManager } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';
import { ConstructionWork } from '../construction-stages/construction-work.entity.js';
import { CatalogueCache, type CachedBody } from '../houses/catalogue-cache.js';
import { centsRecord } from './cents-record.js';
import { financingInputs } from './dto/financing-defaults.dto.js';
import { AdminPriceGuideResponse, PriceGuideResponse } from './dto/price-guide.response.js';
import type { ExtraCostDto, SavePriceGuideDto } from './dto/save-price-guide.dto.js';
import { DEFAULT_PRICE_GUIDE } from './price-guide.defaults.js';
import { PRICE_GUIDE_ROW_ID, PriceGuide } from './price-guide.entity.js';

/**
 * The price guide: read with every catalogue page and plan, changed rarely, so kept in the
 * catalogue cache (dropped on every change, on all instances) like the vendor settings.
 */
@Injectable()
export class PriceGuideService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** The price guide in force (shared, not to be changed by callers). */
  current(): Promise<PriceGuide> {
    return this.catalogue.value('price-guide', () => this.read(this.dataSource.manager));
  }

  /** GET price-guide, serialised once with its ETag. */
  publicAnswer(): Promise<CachedBody> {
    return this.catalogue.get('price-guide-answer', async () => PriceGuideResponse.from(await this.current()));
  }

  async adminView(): Promise<AdminPriceGuideResponse> {
    const manager = this.dataSource.manager;
    const [row, works] = await Promise.all([this.read(manager), this.optionalWorks(manager)]);
    return {
      ...PriceGuideResponse.from(row),
      optionPrices: Object.fromEntries(works.map((work) => [work.id, work.priceCents])),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Saves everything at once: the row and the surcharge of every optional work (one left out: no price). */
  async save(dto: SavePriceGuideDto): Promise<AdminPriceGuideResponse> {
    const extraCosts = dto.extraCosts.map(extraCostRule);
    await this.dataSource.transaction(async (manager) => {
      const works = await this.optionalWorks(manager);
      const prices = centsRecord(
        'optionPrices',
        dto.optionPrices,
        new Set(works.map((work) => work.id)),
        'Diese Leistung gibt es nicht oder sie ist keine Zusatzoption.',
      );
      await manager.upsert(
        PriceGuide,
        {
          id: PRICE_GUIDE_ROW_ID,
          priceDate: dto.priceDate,
          disclaimer: dto.disclaimer,
          extraCosts,
          financing: financingInputs(dto.financing),
          updatedAt: new Date(),
        },
        ['id'],
      );
      for (const work of works) {
        const priceCents = prices[work.id] ?? null;
        if (priceCents !== work.priceCents) await manager.update(ConstructionWork, work.id, { priceCents });
      }
    });
    await this.catalogue.invalidate();
    return this.adminView();
  }

  private async read(manager: EntityManager): Promise<PriceGuide> {
    return (await manager.getRepository(PriceGuide).findOneBy({ id: PRICE_GUIDE_ROW_ID })) ?? DEFAULT_PRICE_GUIDE;
  }

  private optionalWorks(manager: EntityManager): Promise<Pick<ConstructionWork, 'id' | 'priceCents'>[]> {
    return manager.getRepository(ConstructionWork).find({
      where: { kind: ConstructionWorkKind.ADDITIONAL_OPTION },
      select: { id: true, priceCents: true },
    });
  }
}

/**
 * One extra cost as stored: a fixed amount, or amounts by plot shape (the empty shapes dropped),
 * or neither ("Preis auf Anfrage" on every plot), never both.
 */
function extraCostRule(cost: ExtraCostDto, index: number): ExtraCostRule {
  const byPlotShape = cost.byPlotShape
    ? Object.fromEntries(Object.entries(cost.byPlotShape).filter(([, cents]) => typeof cents === 'number'))
    : null;
  const hasShapes = byPlotShape !== null && Object.keys(byPlotShape).length > 0;
  if (cost.fixedCents !== null && hasShapes) {
    const field = `extraCosts.${index}.fixedCents`;
    const message = VALIDATION_MESSAGES.extraCostAmount;
    throw new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [{ field, messages: [message] }]);
  }
  return {
    name: cost.name,
    note: cost.note,
    fixedCents: cost.fixedCents,
    byPlotShape: hasShapes ? byPlotShape : null,
  };
}
