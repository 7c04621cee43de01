import { IMAGE_TYPES, storedImages } from './house-drafts';
import { HouseViewsSection } from './HouseViewsSection';
import { ImageSection } from './ImageSection';
import type { HouseFiles } from './use-house-files';
import { useWatchedPropertyShape } from './use-watched-property-shape';

interface HouseFileSectionsProps {
  files: HouseFiles;
  /** The form field with the house's plot shape, which the 3D previews show. */
  propertyShapeSource?: string;
}

/** The images of every type and the 3D models of a house, changed locally until they are saved. */
export const HouseFileSections = ({ files, propertyShapeSource = 'propertyShape' }: HouseFileSectionsProps) => {
  const propertyShape = useWatchedPropertyShape(propertyShapeSource);
  return (
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
        propertyShape={propertyShape}
      />
    </>
  );
};
