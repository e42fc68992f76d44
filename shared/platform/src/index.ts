export * from './config';
export * from './toasts';
export * from './Toaster';
export * from './api';
export * from './useResource';
export * from './storage-flags';
