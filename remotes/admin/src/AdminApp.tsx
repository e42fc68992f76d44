import { Route, Routes } from '@sqw/router';
import { Dashboard } from './dashboard/Dashboard';

/**
 * /admin/*, exposed to the shell as `admin/AdminApp` behind its admin-role guard. Each panel
 * has its own address (/admin/users, /admin/support, …) so it survives a reload; the
 * services check the role again on every call.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route path=":panel?" element={<Dashboard />} />
      <Route path="*" element={<Dashboard unknownPath />} />
    </Routes>
  );
}
