export * from './errors';
export * from './common';
export * as hall from './hall';
export * as auth from './auth';
export * as site from './site';
export * as store from './store';
export * as webEssentials from './web-essentials';
export * as media from './media';
export * as admin from './admin';
