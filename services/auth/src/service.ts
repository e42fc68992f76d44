import type { ServiceDefinition, ZodApp } from '@sqw/service-kit';
import { authApi } from './api';
import type { AuthConfig } from './config';
import type { AuthDB } from './db';
import { signingKeys } from './keys';
import { migrations } from './migrations';
import { AUTH_PREFIX } from './mount';
import { rateLimiter } from './rate-limit';

export const authService: ServiceDefinition<AuthDB, AuthConfig> = {
  name: 'auth',
  schema: 'auth',
  migrations,
  async routes(app, { db, config }) {
    const keys = await signingKeys(db);
    const ctx = { db, config, keys, limiter: rateLimiter(db, config) };
    await app.register(async (api) => authApi(api as unknown as ZodApp, ctx), { prefix: AUTH_PREFIX });
  },
};
