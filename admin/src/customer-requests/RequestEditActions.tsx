import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, LinkBase, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import { useRequestPaths } from './request-paths';
import { RequestEditTitle } from './RequestEditTitle';

/** The page's heading, back to the list, and the preview of what the customer sees. */
export const RequestEditActions = () => {
  const record = useRecordContext();
  const paths = useRequestPaths();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <RequestEditTitle />
      <ListButton label="app.customerRequests.edit.backToList" />
      {record && (
        <Button label="app.customerRequests.edit.preview" component={LinkBase} to={paths.preview(record.id)}>
          <VisibilityIcon />
        </Button>
      )}
    </TopToolbar>
  );
};
