import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface HistoryTableProps {
  title: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * A titled list of recorded events (login changes, erasures), newest first as the API answers. On a
 * phone the columns share the form's width: long names break, cells pad less.
 */
export const HistoryTable = ({ title, columns, rows }: HistoryTableProps) => (
  <>
    <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
      {title}
    </Typography>
    <Table size="small" aria-label={title} sx={{ '& th, & td': { overflowWrap: 'anywhere', px: { xs: 0.75, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell key={index}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </>
);
