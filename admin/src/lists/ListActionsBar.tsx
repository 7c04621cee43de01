import type { ReactNode } from 'react';
import { CreateButton, FilterButton, SortButton, TopToolbar } from 'react-admin';
import { useCompactLayout } from '../layout/use-compact-layout';

interface ListActionsBarProps {
  /** What the phone rows can be sorted by (wide screens sort by the column headers). */
  sortFields: string[];
  children?: ReactNode;
}

/**
 * The buttons above a list. On phones the filters that are not always shown sit behind
 * react-admin's filter button, and sorting behind its sort button; the create button becomes the
 * floating button there (react-admin's CreateButton does that by itself).
 */
export const ListActionsBar = ({ sortFields, children }: ListActionsBarProps) => {
  const compact = useCompactLayout();
  return (
    <TopToolbar>
      {compact && <SortButton fields={sortFields} />}
      {/* Saved queries are not offered: their texts and storage are not part of the spec. */}
      {compact && <FilterButton disableSaveQuery />}
      {children}
      <CreateButton />
    </TopToolbar>
  );
};
