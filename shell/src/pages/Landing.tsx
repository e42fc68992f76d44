import { readFlag } from '@sqw/platform';
import { Home } from '../site/Home';
import { Splash } from './Splash';

/** `/`: the splash for a first visit, the home page for a returning visitor. */
export function Landing() {
  return readFlag('has_visited') ? <Home /> : <Splash />;
}
