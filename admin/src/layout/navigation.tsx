import DashboardIcon from '@mui/icons-material/Dashboard';
import EuroIcon from '@mui/icons-material/Euro';
import SettingsIcon from '@mui/icons-material/Settings';
import ShieldIcon from '@mui/icons-material/Shield';
import type { ReactNode } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { contactPeople } from '../contact-people';
import { customerRequests } from '../customer-requests';
import { templateHouses } from '../template-houses';

const AREAS = [
  { to: '/customer-requests', label: 'app.navigation.customerRequests', icon: <customerRequests.icon /> },
  { to: '/template-houses', label: 'app.navigation.houses', icon: <templateHouses.icon /> },
  { to: '/contact-people', label: 'app.navigation.contactPeople', icon: <contactPeople.icon /> },
  { to: '/prices', label: 'app.navigation.prices', icon: <EuroIcon /> },
  { to: '/overview', label: 'app.navigation.overview', icon: <DashboardIcon /> },
  { to: '/settings', label: 'app.navigation.settings', icon: <SettingsIcon /> },
  { to: '/data-protection', label: 'app.navigation.dataProtection', icon: <ShieldIcon /> },
];

export interface NavigationItem {
  href: string;
  label: string;
  icon: ReactNode;
  current: boolean;
}

/** The admin areas of the navbar (spec section 2), with the one shown now marked. */
export function useNavigationItems(): NavigationItem[] {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // The router has no basename (react-admin's is /admin), so links carry it themselves.
  const basename = useBasename();
  // The home is the request list, so its entry is the current one there too.
  const isCurrent = (to: string) =>
    pathname.includes(to) || (to === '/customer-requests' && pathname.replace(/\/$/, '') === basename);
  return AREAS.map((area) => ({
    href: `${basename}${area.to}`,
    label: translate(area.label),
    icon: area.icon,
    current: isCurrent(area.to),
  }));
}
