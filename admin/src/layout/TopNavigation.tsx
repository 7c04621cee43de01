import { Box, Button } from '@mui/material';
import { Link } from 'react-router';
import { useNavigationItems } from './navigation';

/** The areas as buttons in the navbar, for screens wide enough to show them all. */
export const TopNavigation = () => (
  <Box component="nav" sx={{ display: 'flex', gap: 1, flex: 1, minWidth: 0 }}>
    {useNavigationItems().map((item) => (
      <Button
        key={item.href}
        component={Link}
        to={item.href}
        color="inherit"
        aria-current={item.current ? 'page' : undefined}
        sx={{
          borderBottom: item.current ? '2px solid' : '2px solid transparent',
          borderRadius: 0,
          flexShrink: 0,
        }}
      >
        {item.label}
      </Button>
    ))}
  </Box>
);
