import { SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { DeleteContactPersonButton } from './DeleteContactPersonButton';

/** Save, and on an existing person delete with the same error handling as in the list. */
export const ContactPersonFormToolbar = () => {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.id != null && <DeleteContactPersonButton />}
    </Toolbar>
  );
};
