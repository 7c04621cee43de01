import { UI_MESSAGES } from '../../messages/ui-messages.de.js';

/** The background choices of spec sections 1 and 2. */
export enum SkyboxKind {
  GREY = 'grey',
  REAL = 'real',
  DAYTIME = 'daytime',
}

export const SKYBOX_LABELS: Record<SkyboxKind, string> = {
  [SkyboxKind.GREY]: UI_MESSAGES.viewer.skyboxGrey,
  [SkyboxKind.REAL]: UI_MESSAGES.viewer.skyboxReal,
  [SkyboxKind.DAYTIME]: UI_MESSAGES.viewer.skyboxDaytime,
};
