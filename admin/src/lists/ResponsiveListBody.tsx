import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { useCompactLayout } from '../layout/use-compact-layout';
import { ListSkeleton } from './ListSkeleton';

interface ResponsiveListBodyProps {
  /** The table for wide screens. */
  table: ReactNode;
  /** One row per record for phones (react-admin's SimpleList). */
  rows: ReactNode;
  /** Shown in place of the rows when the list could not be loaded. */
  loadFailed: string;
  /** The phone rows start with a photo. */
  avatar?: boolean;
}

/**
 * The body of a list page: a skeleton while loading, an error instead of a misleading "Keine …"
 * when loading failed, then a table on wide screens or rows on phones.
 */
export const ResponsiveListBody = ({ table, rows, loadFailed, avatar }: ResponsiveListBodyProps) => {
  const { isPending, error, data } = useListContext();
  const compact = useCompactLayout();
  if (isPending) return <ListSkeleton compact={compact} avatar={avatar} />;
  if (error && !data) return <Alert severity="error">{loadFailed}</Alert>;
  return compact ? rows : table;
};
