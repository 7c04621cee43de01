import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ConstructionWorkKind,
  DEFAULT_HOUSE_ORIENTATION,
  ERROR_MESSAGES,
  ErrorCode,
  financingExample,
  formatMessage,
  HouseKind,
  missingIncludedWorks,
  outermostStageId,
  priceBreakdown,
  type ContactPersonDto,
  type PlanChoicesInput,
  type PlanModelVersion,
  type PlanSnapshotDto,
  type PlanWork,
} from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { ApiException, unprocessableField } from '../common/errors/api-exception.js';
import { ConstructionStagesService } from '../construction-stages/construction-stages.service.js';
import { HouseView } from '../house-views/house-view.entity.js';
import { CatalogueCache } from '../houses/catalogue-cache.js';
import type { HouseResponse } from '../houses/dto/house.response.js';
import { loadWithExtras, toHouseResponse } from '../houses/house-rows.js';
import { House } from '../houses/house.entity.js';
import { financingInputs } from '../price-guide/dto/financing-defaults.dto.js';
import { PriceGuideService } from '../price-guide/price-guide.service.js';

type PlanContact = Pick<ContactPersonDto, 'name' | 'email' | 'phoneNumber'>;

/** What a plan keeps of its contact person: how to reach them, nothing else. */
export const planContact = (person: PlanContact | null): PlanContact | null =>
  person && { name: person.name, email: person.email, phoneNumber: person.phoneNumber };

/**
 * 400 when the chosen works leave out what the stage's price includes: the plan would be priced
 * with works staff never see in it.
 */
function refuseMissingIncludedWorks(stageName: string, missing: { name: string }[]): void {
  if (missing.length === 0) return;
  const message = formatMessage(
    ERROR_MESSAGES[ErrorCode.INCLUDED_WORK_MISSING],
    stageName,
    missing.map((work) => `„${work.name}“`).join(', '),
  );
  throw new ApiException(400, ErrorCode.INCLUDED_WORK_MISSING, message, [
    { field: 'constructionWorkIds', messages: [message] },
  ]);
}

interface PlanHouseData {
  house: HouseResponse;
  model: PlanModelVersion | null;
}

/**
 * Takes the snapshot of a plan (issue 26): from the visitor's choices only, with every name and
 * price looked up here as the site shows them now, so a snapshot never holds what the server did
 * not show. Everything it reads comes from the catalogue cache.
 */
@Injectable()
export class PlanSnapshotsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueCache,
    private readonly stages: ConstructionStagesService,
    private readonly priceGuide: PriceGuideService,
  ) {}

  async take(choices: PlanChoicesInput, contactPerson: PlanContact | null): Promise<PlanSnapshotDto> {
    const [stages, guide, houseData] = await Promise.all([
      this.stages.list(),
      this.priceGuide.current(),
      choices.houseId ? this.publishedHouse(choices.houseId) : Promise.resolve(null),
    ]);
    if (choices.houseId && !houseData)
      throw unprocessableField('houseId', 'Das gewählte Haus ist nicht (mehr) verfügbar.');
    const house = houseData?.house ?? null;

    const workIds = new Set(choices.constructionWorkIds);
    const works = stages.flatMap((stage) =>
      stage.constructionWorks
        .filter((work) => workIds.has(work.id))
        .map((work) => ({ ...work, constructionStageId: stage.id })),
    );
    if (works.length !== workIds.size)
      throw unprocessableField('constructionWorkIds', 'Mindestens eine gewählte Leistung gibt es nicht.');
    const stageId = outermostStageId(
      stages,
      works.map((work) => work.constructionStageId),
    );
    const stage = stages.find((candidate) => candidate.id === stageId) ?? null;
    if (stage) refuseMissingIncludedWorks(stage.name, missingIncludedWorks(stages, stage.id, workIds));
    const options = works.filter((work) => work.kind === ConstructionWorkKind.ADDITIONAL_OPTION);

    const plotShape = choices.plotShape ?? house?.propertyShape ?? null;
    const prices = priceBreakdown({
      stagePrices: house?.stagePrices ?? {},
      stageId,
      optionPrices: options.map((work) => work.priceCents),
      extraCosts: guide.extraCosts,
      plotShape,
    });
    const financing = choices.financing
      ? {
          ...financingInputs(choices.financing),
          example:
            prices.totalCents === null
              ? null
              : financingExample({ ...choices.financing, totalCents: prices.totalCents }),
        }
      : null;

    return {
      takenAt: new Date().toISOString(),
      house: house && {
        id: house.id,
        name: house.name,
        constructionMethod: house.constructionMethod,
        roofShape: house.roofShape,
        sizeInSqm: house.sizeInSqm,
        thumbnailUrl: house.thumbnailUrl,
      },
      plotShape,
      houseHeading: choices.houseHeading ?? DEFAULT_HOUSE_ORIENTATION.houseHeading,
      sunDate: choices.sunDate ?? DEFAULT_HOUSE_ORIENTATION.sunDate,
      stage: stage && { id: stage.id, name: stage.name },
      works: works.map((work): PlanWork => ({
        id: work.id,
        name: work.name,
        kind: work.kind,
        priceCents: work.priceCents,
      })),
      prices: { ...prices, priceDate: guide.priceDate, disclaimer: guide.disclaimer },
      financing,
      model: houseData?.model ?? null,
      contactPerson: planContact(contactPerson),
    };
  }

  /** A published template house with the 3D model the site shows first, from the catalogue cache. */
  private publishedHouse(id: string): Promise<PlanHouseData | null> {
    return this.catalogue.value(`plan-house:${id}`, async () => {
      const [house] = await loadWithExtras(
        this.dataSource
          .getRepository(House)
          .createQueryBuilder('house')
          .where('house.id = :id', { id })
          .andWhere('house.kind = :kind', { kind: HouseKind.TEMPLATE })
          .andWhere('house.published = true'),
        toHouseResponse,
      );
      if (!house) return null;
      const view = house.defaultHouseViewId
        ? await this.dataSource.getRepository(HouseView).findOneBy({ id: house.defaultHouseViewId })
        : null;
      const model: PlanModelVersion | null = view && {
        houseViewId: view.id,
        name: view.name,
        filename: view.optimizedFilename ?? view.filename,
        convertedAt: view.conversionFinishedAt?.toISOString() ?? null,
      };
      return { house, model };
    });
  }
}
