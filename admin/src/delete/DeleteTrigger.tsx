import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from 'react-admin';

/** The red delete button of a row or an edit toolbar; it only opens the confirmation. */
export const DeleteTrigger = ({ onOpen }: { onOpen: () => void }) => (
  <Button
    label="ra.action.delete"
    color="error"
    onClick={(event) => {
      // Inside a table row a click would also open the record.
      event.stopPropagation();
      onOpen();
    }}
  >
    <DeleteIcon />
  </Button>
);
