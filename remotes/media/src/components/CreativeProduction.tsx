import * as media from '@sqw/contracts/media-copy';
import { Offerings } from './Offerings';

export function CreativeProduction() {
  return (
    <Offerings
      titleId="creative-title"
      title="Creative Production"
      intro="Beyond property: cinematic work for artists, creators and brands."
      min="320px"
      items={media.CREATIVE_OFFERINGS}
      look="glow"
    />
  );
}
