import type { HouseViewDto } from '@hauskonfig/shared';
import type { ViewerModel } from '@hauskonfig/shared/viewer';

export const toViewerModel = (view: HouseViewDto): ViewerModel => ({
  id: view.id,
  name: view.name,
  modelUrl: view.modelUrl,
  previewUrl: view.previewUrl,
  usdzUrl: view.usdzUrl,
});
