import { site } from '@sqw/contracts';
import { Grid } from '@sqw/ui';
import { SubHeader } from '../../components/PanelHeader';
import { PictureCard } from '../../components/PictureCard';
import { removeVentureImage, uploadVentureImage, ventureImageSrc } from './api';

/** The pictures of the home page's venture cards, in showcase order. */
export function VenturePictures({ ventures, onChanged }: { ventures: site.Venture[]; onChanged: () => void }) {
  return (
    <>
      <SubHeader title="Venture Pictures" note="The round mark on each venture's card. Without a picture it shows the logo address, if any, or the initials." />
      <Grid $min="240px" $gap="16px">
        {ventures.map((v) => (
          <PictureCard
            key={v.id}
            name={v.name}
            src={ventureImageSrc(v)}
            maxBytes={site.MAX_VENTURE_IMAGE_BYTES}
            upload={(file, onProgress) => uploadVentureImage(v.id, file, onProgress)}
            remove={() => removeVentureImage(v.id)}
            onChanged={onChanged}
          />
        ))}
      </Grid>
    </>
  );
}
