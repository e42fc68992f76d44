// The one router every app imports. It is shared as a singleton (one router context per
// page), and a shared module is never tree-shaken: re-exporting only what the apps use keeps
// react-router's data-router, server and framework code out of every first visit.
// An app that needs another react-router-dom export adds it here.
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateFunction, RouteObject } from 'react-router-dom';
