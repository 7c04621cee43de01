import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  formatMessage,
  MODEL_CONVERSION_MESSAGES,
  modelIssueMessage,
  VALIDATION_MESSAGES,
} from '@hauskonfig/shared';
import validator from 'gltf-validator';
import { ApiException } from '../../common/errors/api-exception.js';
import { APP_CONFIG, AppConfig } from '../../config/app-config.js';
import { texturePixelProblem } from '../../files/images/texture-pixels.js';
import { declaredSizeProblem } from './declared-sizes.js';
import { hasDrawableTriangles } from './drawable-geometry.js';
import { type GlbContainer, readGlbContainer } from './glb-container.js';
import { embeddedImages } from './glb-images.js';

const SHOWN_MESSAGES = 5;

function invalid(problems: string[]): ApiException {
  return new ApiException(
    422,
    ErrorCode.INVALID_MODEL,
    `Die Datei ist kein gültiges GLB-Modell: ${problems.join(' ')}`,
    [{ field: 'file', messages: problems }],
  );
}

/** A valid model that still cannot be shown (textures over the limits, nothing to draw): the messages say why. */
function texturesRefused(problems: string[]): ApiException {
  return new ApiException(422, ErrorCode.INVALID_MODEL, problems.join(' '), [{ field: 'file', messages: problems }]);
}

/**
 * Accepts only self-contained, valid glTF 2.0 binaries: a cheap container check first (so a
 * lying header never makes us allocate), then the Khronos glTF validator, then something to draw, then the image limits
 * for every embedded texture (read from its header: the converter would decode it in full).
 */
@Injectable()
export class GlbValidator {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'uploads'>) {}

  async validate(bytes: Buffer): Promise<void> {
    const container = readGlbContainer(bytes);
    if ('problem' in container) throw invalid([container.problem]);
    const sizeProblem = declaredSizeProblem(container, bytes.length);
    if (sizeProblem) throw invalid([sizeProblem]);
    let report: Awaited<ReturnType<typeof validator.validateBytes>>;
    try {
      report = await validator.validateBytes(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        maxIssues: 50,
        // A house model must carry everything inside the GLB; external files are refused.
        externalResourceFunction: (uri: string) =>
          Promise.reject(new Error(`Externe Datei "${uri}" ist nicht erlaubt`)),
      });
    } catch (error) {
      throw invalid([formatMessage(MODEL_CONVERSION_MESSAGES.unreadable, (error as Error).message)]);
    }
    if (report.issues.numErrors > 0) {
      // Staff read German sentences, not the validator's codes; one per kind of error is enough.
      const errors = report.issues.messages.filter((m) => m.severity === 0).map((m) => modelIssueMessage(m.code));
      throw invalid([...new Set(errors)].slice(0, SHOWN_MESSAGES));
    }
    if (!hasDrawableTriangles(container.json)) throw texturesRefused([VALIDATION_MESSAGES.modelWithoutTriangles]);
    const textureProblems = this.textureProblems(container);
    if (textureProblems.length > 0) throw texturesRefused(textureProblems.slice(0, SHOWN_MESSAGES));
  }

  private textureProblems(container: GlbContainer): string[] {
    const { maxImagePixels } = this.config.uploads;
    return embeddedImages(container).flatMap(
      ({ label, bytes: image }) => texturePixelProblem(label, image, maxImagePixels) ?? [],
    );
  }
}
