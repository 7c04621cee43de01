import { UI_MESSAGES, type CatalogueHouseDto, type HouseImageListDto, type HouseViewDto } from '@hauskonfig/shared';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError, messageOf } from '../api/api-error';
import { api } from '../api/endpoints';
import { takeInitialAnswer } from '../api/initial-answer';
import { atLeastMinimumDisplay } from '../api/min-duration';
import { notifyError } from '../notifications/notification-store';

export interface HouseDetails {
  house: CatalogueHouseDto;
  images: HouseImageListDto;
  views: HouseViewDto[];
}

/**
 * `/configure/:id`: the house with its images and 3D models, from index.html when the server
 * embedded them. An unknown or malformed id is a 404 (the house's not-found page); other failures
 * show the API's message.
 */
export async function houseLoader({ params, request }: LoaderFunctionArgs): Promise<HouseDetails> {
  const id = params.id ?? '';
  try {
    const base = `/houses/${encodeURIComponent(id)}`;
    const embedded = {
      house: takeInitialAnswer<CatalogueHouseDto>(base),
      images: takeInitialAnswer<HouseImageListDto>(`${base}/image-list`),
      views: takeInitialAnswer<HouseViewDto[]>(`${base}/house-views`),
    };
    // The first page of a visit may come with the answers in index.html: no call, no wait.
    if (embedded.house && embedded.images && embedded.views) {
      return { house: embedded.house, images: embedded.images, views: embedded.views };
    }
    const [house, images, views] = await atLeastMinimumDisplay(
      Promise.all([
        api.house(id, request.signal),
        api.imageList(id, request.signal),
        api.houseViews(id, request.signal),
      ]),
    );
    return { house, images, views };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(error.body ?? null, { status: 404 });
    }
    const message = messageOf(error, UI_MESSAGES.houses.loadOneFailed);
    notifyError(message);
    throw data(message, { status: error instanceof ApiError && error.status > 0 ? error.status : 503 });
  }
}
