import { runService } from '@sqw/service-kit';
import { authConfigShape, type AuthConfig } from './config';
import { authService } from './service';
import { authVerifier } from './verifier';

await runService<AuthConfig>(authService, {
  config: authConfigShape,
  verifier: ({ db, config }) => authVerifier(db, config.ANON_KEY),
});
