export * from './config';
export * from './toasts';
export * from './Toaster';
export * from './api';
export * from './useResource';
export * from './storage-flags';
export * from './session';
export { setRememberMe } from './auth-storage';
export type { AuthError } from '@supabase/supabase-js';
