import { CreateButton, TopToolbar } from 'react-admin';
import { ClearSearchButton } from './ClearSearchButton';

export const RequestListActions = () => (
  <TopToolbar>
    <ClearSearchButton />
    <CreateButton />
  </TopToolbar>
);
