import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { MobileLayout, MobileLayoutFallback } from '../layouts/MobileLayout';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { StartPage } from '../pages/StartPage';
import { internetExplorerGuard } from './guards';

/** Lazy route module: the page's JavaScript is only fetched when the route is visited. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** Public routes (spec section 2). Only the start page is part of the initial bundle. */
export const routes: RouteObject[] = [
  {
    element: <MobileLayout />,
    HydrateFallback: MobileLayoutFallback,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <StartPage /> },
      {
        // Every page except the start page: Internet Explorer users are sent to /.
        loader: internetExplorerGuard,
        children: [
          { path: 'login', lazy: page(() => import('../pages/LoginPage')) },
          {
            path: 'configure',
            children: [
              { index: true, lazy: page(() => import('../pages/ConfigurePage')) },
              { path: 'construction-method', lazy: page(() => import('../pages/ConstructionMethodPage')) },
              { path: 'property-shape', lazy: page(() => import('../pages/PropertyShapePage')) },
              { path: ':id', lazy: page(() => import('../pages/ConfigureHousePage')) },
            ],
          },
          {
            path: 'choose-construction-stage',
            children: [
              { index: true, lazy: page(() => import('../pages/ConstructionStagePage')) },
              { path: ':id', lazy: page(() => import('../pages/ConstructionStagePage')) },
            ],
          },
          { path: 'your-house', lazy: page(() => import('../pages/YourHousePage')) },
          {
            path: 'request',
            children: [
              { index: true, lazy: page(() => import('../pages/RequestPage')) },
              { path: 'overview', lazy: page(() => import('../pages/RequestOverviewPage')) },
              { path: 'personal-info', lazy: page(() => import('../pages/PersonalInfoPage')) },
              { path: 'successfully-created', lazy: page(() => import('../pages/RequestSuccessPage')) },
            ],
          },
          { path: '*', lazy: page(() => import('../pages/NotFoundPage')) },
        ],
      },
    ],
  },
];
