import * as media from '@sqw/contracts/media-copy';
import { Offerings } from './Offerings';

export function EstateServices() {
  return (
    <Offerings
      titleId="estate-services-title"
      title="Real Estate Media Services"
      intro="Everything a listing needs to stand out, captured in one visit."
      min="300px"
      items={media.ESTATE_SERVICES}
      look="ruled"
    />
  );
}
