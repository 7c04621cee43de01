import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@hauskonfig/shared';
import validator from 'gltf-validator';
import { ApiException } from '../../common/errors/api-exception.js';
import { readGlbHeader } from './glb-header.js';

const SHOWN_MESSAGES = 5;

function invalid(problems: string[]): ApiException {
  return new ApiException(
    422,
    ErrorCode.INVALID_MODEL,
    `Die Datei ist kein gültiges GLB-Modell: ${problems.join(' ')}`,
    [{ field: 'file', messages: problems }],
  );
}

/**
 * Accepts only self-contained, valid glTF 2.0 binaries: a cheap container check first (so a
 * lying header never makes us allocate), then the Khronos glTF validator.
 */
@Injectable()
export class GlbValidator {
  async validate(bytes: Buffer): Promise<void> {
    const header = readGlbHeader(bytes);
    if ('problems' in header) throw invalid(header.problems);
    let report: Awaited<ReturnType<typeof validator.validateBytes>>;
    try {
      report = await validator.validateBytes(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        maxIssues: 50,
        // A house model must carry everything inside the GLB; external files are refused.
        externalResourceFunction: (uri: string) =>
          Promise.reject(new Error(`Externe Datei "${uri}" ist nicht erlaubt`)),
      });
    } catch (error) {
      throw invalid([`Das Modell konnte nicht gelesen werden (${(error as Error).message}).`]);
    }
    if (report.issues.numErrors > 0) {
      const errors = report.issues.messages.filter((m) => m.severity === 0).slice(0, SHOWN_MESSAGES);
      throw invalid(errors.map((m) => `${m.code}: ${m.message}`));
    }
  }
}
