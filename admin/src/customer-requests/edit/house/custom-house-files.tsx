import { HouseKind, UI_MESSAGES } from '@hauskonfig/shared';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useApplyFileChanges } from '../../../template-houses/files/use-apply-file-changes';
import { useHouseFiles, type HouseFiles } from '../../../template-houses/files/use-house-files';
import { useLiveRequest } from '../use-live-request';

export interface CustomHouseFiles {
  houseId: string;
  files: HouseFiles;
  changes: ReturnType<typeof useApplyFileChanges>;
}

const CustomHouseFilesContext = createContext<CustomHouseFiles | null>(null);

/**
 * The images and 3D models staff pick for the request's custom house, held for the whole edit
 * page: its one "Speichern" sends them after the request's data. When another house is assigned
 * the drafts of the one before are dropped; the form below is never remounted (nothing typed is lost).
 */
export const CustomHouseFilesProvider = ({ children }: { children: ReactNode }) => {
  const { record } = useLiveRequest();
  const houseId = record?.house?.kind === HouseKind.CUSTOM ? record.house.id : undefined;
  const files = useHouseFiles(houseId, UI_MESSAGES.customerRequests.customHouseLoadFailed);
  const changes = useApplyFileChanges(files);
  const { resetDrafts } = files;
  useEffect(() => resetDrafts(), [houseId, resetDrafts]);
  return (
    <CustomHouseFilesContext.Provider value={houseId ? { houseId, files, changes } : null}>
      {children}
    </CustomHouseFilesContext.Provider>
  );
};

/** Null while the request has no custom house. */
export const useCustomHouseFiles = () => useContext(CustomHouseFilesContext);
