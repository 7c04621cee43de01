import { IMAGE_TYPES, storedImages } from './house-drafts';
import { HouseViewsSection } from './HouseViewsSection';
import { ImageSection } from './ImageSection';
import type { HouseFiles } from './use-house-files';

/** The images of every type and the 3D models of a house, changed locally until they are saved. */
export const HouseFileSections = ({ files }: { files: HouseFiles }) => (
  <>
    {IMAGE_TYPES.map((type) => (
      <ImageSection
        key={type}
        type={type}
        stored={storedImages(files.images, type)}
        draft={files.imageDrafts[type]}
        onChange={(draft) => files.setImageDraft(type, draft)}
        loading={files.imagesLoading}
      />
    ))}
    <HouseViewsSection
      rows={files.rows}
      errors={files.viewErrors}
      loading={files.viewsLoading}
      onChange={files.updateViews}
      onRetried={files.showStoredView}
    />
  </>
);
