// Read by the admin routes from here until they import them from data/memberships.ts.
export { membershipOf, membershipQuery } from './data/memberships';
