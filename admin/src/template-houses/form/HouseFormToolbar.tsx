import { SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { DeleteHouseButton } from '../delete/DeleteHouseButton';

/**
 * Save (always enabled: picked files do not make the form dirty, yet need saving) and, for a
 * stored house, delete with the name typed.
 */
export const HouseFormToolbar = ({ saving }: { saving: boolean }) => {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton alwaysEnable={!saving} />
      {record?.id && <DeleteHouseButton redirectToList />}
    </Toolbar>
  );
};
