import type { RouteObject } from 'react-router-dom';
import { Guest } from './Guest';

/** Routes of the shell's own marketing pages (home, contact, collective, guest pages). */
export const siteRoutes: RouteObject[] = [{ path: '/guest', element: <Guest /> }];
