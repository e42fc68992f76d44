// Read by the admin routes from here until they import them from data/sessions.ts.
export { returnCredit, toSession } from './data/sessions';
