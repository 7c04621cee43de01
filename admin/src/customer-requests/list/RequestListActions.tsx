import { ListActionsBar } from '../../lists/ListActionsBar';
import { ClearSearchButton } from './ClearSearchButton';

/** What phone users can sort the requests by (wide screens sort by the column headers). */
const SORT_FIELDS = ['createdAt', 'fullName', 'status'];

export const RequestListActions = () => (
  <ListActionsBar sortFields={SORT_FIELDS}>
    <ClearSearchButton />
  </ListActionsBar>
);
