import { Alert, List, ListItem, Typography } from '@mui/material';
import { Link, useBasename } from 'react-admin';

interface UsageLink {
  key: string;
  label: string;
  /** Admin route below the `/admin` basename; without one the entry is plain text. */
  to?: string;
}

export interface UsageGroup {
  heading: string;
  items: UsageLink[];
}

/** A warning listing what still uses a record, each entry a link to fix it there. */
export const UsageList = ({ intro, groups }: { intro: string; groups: UsageGroup[] }) => {
  // The admin's router has no basename of its own; react-admin's links add it themselves.
  const basename = useBasename();
  return (
    <Alert severity="warning" sx={{ mt: 1, mb: 1 }} role="alert">
      <Typography variant="body2">{intro}</Typography>
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <div key={group.heading}>
            <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
              {group.heading}
            </Typography>
            <List dense disablePadding aria-label={group.heading}>
              {group.items.map((item) => (
                <ListItem key={item.key} disableGutters sx={{ py: 0 }}>
                  {item.to ? <Link to={`${basename}${item.to}`}>{item.label}</Link> : item.label}
                </ListItem>
              ))}
            </List>
          </div>
        ))}
    </Alert>
  );
};

/** The admin route of a customer request's edit page. */
export const requestEditPath = (id: string) => `/customer-requests/edit/${id}`;
