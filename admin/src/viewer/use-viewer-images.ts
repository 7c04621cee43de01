import { type HouseImageListDto, IMAGE_TYPE_LABELS, ImageType } from '@hauskonfig/shared';
import type { ViewerImage } from '@hauskonfig/shared/viewer';
import { useEffect, useState } from 'react';
import { fetchAuthorizedBlob } from '../auth/authorized-blob';

interface Source {
  url: string;
  label: string;
  alt: string;
}

function sources(list: HouseImageListDto, houseName: string): Source[] {
  const group = (type: ImageType, urls: string[]) =>
    urls.map((url, index) => ({
      url,
      label: IMAGE_TYPE_LABELS[type],
      alt: `${IMAGE_TYPE_LABELS[type]} ${index + 1}: ${houseName}`,
    }));
  return [
    ...group(ImageType.THUMBNAIL, list.thumbnail ? [list.thumbnail] : []),
    ...group(ImageType.GROUNDPLAN, list.groundPlans),
    ...group(ImageType.GROUNDPLAN_MEASURED, list.groundPlansMeasured),
    ...group(ImageType.REFERENCES, list.referenceImages),
  ];
}

/**
 * The house's images for the viewer's side panel. Images of custom houses need the token, which
 * `<img src>` cannot send, so each is fetched and shown through an object URL (revoked on change).
 * An image that fails is left out.
 */
export function useViewerImages(list: HouseImageListDto | undefined, houseName: string): ViewerImage[] | undefined {
  const [state, setState] = useState<{ list: HouseImageListDto; images: ViewerImage[] }>();

  useEffect(() => {
    if (!list) return;
    const controller = new AbortController();
    const urls: string[] = [];
    const wanted = sources(list, houseName);
    void Promise.allSettled(wanted.map((source) => fetchAuthorizedBlob(source.url, controller.signal))).then(
      (results) => {
        if (controller.signal.aborted) return;
        const images = results.flatMap((result, index) => {
          if (result.status !== 'fulfilled') return [];
          const src = URL.createObjectURL(result.value);
          urls.push(src);
          return [{ src, label: wanted[index].label, alt: wanted[index].alt }];
        });
        setState({ list, images });
      },
    );
    return () => {
      controller.abort();
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [list, houseName]);

  return state && state.list === list ? state.images : undefined;
}
