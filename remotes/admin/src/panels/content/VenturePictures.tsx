import { site } from '@sqw/contracts';
import { SubHeader } from '../../components/PanelHeader';
import { PictureGrid } from '../../components/PictureGrid';
import { removeVentureImage, uploadVentureImage, ventureImageSrc } from './api';

/** The pictures of the home page's venture cards, in showcase order. */
export function VenturePictures({ ventures, onChanged }: { ventures: site.Venture[]; onChanged: () => void }) {
  return (
    <>
      <SubHeader title="Venture Pictures" note="The round mark on each venture's card. Without a picture it shows the logo address, if any, or the initials." />
      <PictureGrid
        maxBytes={site.MAX_VENTURE_IMAGE_BYTES}
        onChanged={onChanged}
        pictures={ventures.map((v) => ({
          id: v.id,
          name: v.name,
          src: ventureImageSrc(v),
          upload: (file, onProgress) => uploadVentureImage(v.id, file, onProgress),
          remove: () => removeVentureImage(v.id),
        }))}
      />
    </>
  );
}
