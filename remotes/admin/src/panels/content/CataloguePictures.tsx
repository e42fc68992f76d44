import { store } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Grid } from '@sqw/ui';
import { Loadable } from '../../components/Loadable';
import { SubHeader } from '../../components/PanelHeader';
import { PictureCard } from '../../components/PictureCard';
import { catalogueImageSrc, listCatalogue, removeCatalogueImage, uploadCatalogueImage } from './api';

/** The pictures of the store's digital-products cards; a product without one shows its initials. */
export function CataloguePictures() {
  const catalogue = useResource((signal) => listCatalogue(signal), []);
  return (
    <>
      <SubHeader title="Product Pictures" note="The pictures on the store's digital-product cards. A product without one shows its initials." />
      <Loadable resource={catalogue} what="the product catalogue">
        {(data) => (
          <Grid $min="240px" $gap="16px">
            {data.items.map((item) => (
              <PictureCard
                key={item.id}
                name={item.title}
                src={catalogueImageSrc(item)}
                maxBytes={store.MAX_CATALOGUE_IMAGE_BYTES}
                upload={(file, onProgress) => uploadCatalogueImage(item.id, file, onProgress)}
                remove={() => removeCatalogueImage(item.id)}
                onChanged={catalogue.reload}
              />
            ))}
          </Grid>
        )}
      </Loadable>
    </>
  );
}
