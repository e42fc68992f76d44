import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation merges by declaring the interface; an empty body is the point
  export interface DefaultTheme extends Theme {}
}
