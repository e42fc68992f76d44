import { runService } from '@sqw/service-kit';
import { authConfigShape } from './config';
import { authService } from './service';
import { authVerifier } from './verifier';

await runService(authService, {
  config: authConfigShape,
  verifier: ({ db, config }) => authVerifier(db, config.ANON_KEY),
});
