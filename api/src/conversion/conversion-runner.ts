import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ConversionStatus } from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { errorMessage } from '../common/errors/error-message.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { deleteQuietly } from '../files/storage/delete-quietly.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { HouseView } from '../house-views/house-view.entity.js';
import { CatalogueCache } from '../houses/catalogue-cache.js';
import { houseViewKey } from '../houses/house-urls.js';
import { ContentCache } from '../content-cache/content-cache.js';
import { conversionKey, reuseConversion } from './cached-conversion.js';
import { ConverterResult, runConverter } from './child/run-converter.js';
import { ConversionJob, outputNames } from './conversion-job.js';
import { ProgressWrites } from './progress-writes.js';

export interface ConversionOutcome {
  outcome: 'ready' | 'hopeless' | 'retry' | 'stale';
  /** German reason when it failed. */
  message?: string;
}

/**
 * Runs one conversion attempt and records it on the house view. Every update is conditional on
 * the view still holding the same upload, so a job that runs twice, or finishes after the model
 * was replaced, never overwrites newer state. A failed progress write is only logged; a failed
 * status write rejects, so the queue records the reason and tries again.
 */
@Injectable()
export class ConversionRunner {
  private readonly logger = new Logger('Conversion');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalogue: CatalogueCache,
  ) {}

  async run(
    job: ConversionJob,
    isLastAttempt: boolean,
    onProgress: (percent: number) => void,
  ): Promise<ConversionOutcome> {
    const views = this.dataSource.getRepository(HouseView);
    const current = { id: job.houseViewId, filename: job.filename };
    const started = await views
      .createQueryBuilder()
      .update()
      .set({
        conversionStatus: ConversionStatus.CONVERTING,
        conversionProgress: 0,
        conversionStartedAt: () => 'now()',
        conversionAttempts: () => 'conversion_attempts + 1',
      })
      .where('id = :id AND filename = :filename', current)
      .execute();
    if (!started.affected) return { outcome: 'stale' };

    const names = outputNames(job.filename);
    const keys = {
      storage: this.config.storage,
      sourceKey: houseViewKey(job.houseId, job.filename),
      usdzKey: houseViewKey(job.houseId, names.usdz),
      optimizedKey: houseViewKey(job.houseId, names.optimized),
      previewKey: houseViewKey(job.houseId, names.preview),
      maxTexturePixels: this.config.uploads.maxImagePixels,
    };
    // The same bytes converted before by this build: their outputs are reused (CONTENT_CACHE_DIR).
    const cacheDir = this.config.contentCacheDir;
    const cache =
      cacheDir === null
        ? null
        : { dir: cacheDir, key: await conversionKey(this.storage, keys.sourceKey, keys.maxTexturePixels) };
    const reused = cache && (await reuseConversion(new ContentCache(cache.dir), cache.key, this.storage, keys));
    const progress = new ProgressWrites(
      (percent) =>
        views.update({ ...current, conversionStatus: ConversionStatus.CONVERTING }, { conversionProgress: percent }),
      (error) =>
        this.logger.warn(`View ${job.houseViewId}: progress not saved, conversion goes on: ${errorMessage(error)}`),
    );
    let lastPercent = 0;
    const result: ConverterResult =
      reused ??
      (await runConverter({ ...keys, cache }, this.config.conversion, (fraction) => {
        const percent = Math.min(99, Math.round(fraction * 100));
        if (percent >= lastPercent + 5) {
          lastPercent = percent;
          onProgress(percent);
          progress.push(percent);
        }
      }));
    // The outcome is written after the last progress write, never beside it on the pool.
    await progress.settled();

    if (result.type === 'done') {
      const finished = await views.update(current, {
        conversionStatus: ConversionStatus.READY,
        conversionProgress: 100,
        conversionError: null,
        conversionWarnings: result.warnings,
        conversionReport: result.report,
        conversionFinishedAt: new Date(),
        usdzFilename: result.usdzSize === null ? null : names.usdz,
        usdzSize: result.usdzSize,
        optimizedFilename: result.optimizedSize === null ? null : names.optimized,
        optimizedSize: result.optimizedSize,
        previewFilename: result.previewSize === null ? null : names.preview,
        previewSize: result.previewSize,
      });
      if (!finished.affected) {
        // Replaced or deleted meanwhile: these outputs belong to nobody.
        await deleteQuietly(this.storage, [keys.usdzKey, keys.optimizedKey, keys.previewKey]);
        return { outcome: 'stale' };
      }
      this.logger.log(`View ${job.houseViewId} converted (${JSON.stringify(result.millis)} ms)`);
      await this.catalogue.invalidate();
      return { outcome: 'ready' };
    }

    const final = result.hopeless || isLastAttempt;
    await views.update(current, {
      conversionStatus: final ? ConversionStatus.FAILED : ConversionStatus.QUEUED,
      conversionError: result.message,
      conversionWarnings: [],
      conversionReport: null,
      ...(final ? { conversionFinishedAt: new Date() } : {}),
    });
    this.logger.warn(`View ${job.houseViewId} conversion failed${final ? '' : ', will retry'}: ${result.message}`);
    return { outcome: result.hopeless ? 'hopeless' : 'retry', message: result.message };
  }
}
