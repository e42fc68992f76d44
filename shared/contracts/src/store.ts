// Contracts of the store area: zod schemas shared by its remote and its service.
// The member's side and the admin's live in the store-*.ts modules re-exported here.

export * from './store-links';
export * from './store-texts';
export * from './store-catalogue';
export * from './store-orders';
export * from './store-resources';
export * from './store-courses';
export * from './store-sessions';
export * from './store-members';
export * from './store-admin';
export { endpoints } from './store-endpoints';
export { adminEndpoints } from './store-admin-endpoints';
