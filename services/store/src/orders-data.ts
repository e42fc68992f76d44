// Read by the admin routes from here until they import them from data/orders.ts.
export { findOrder, setStatus } from './data/orders';
