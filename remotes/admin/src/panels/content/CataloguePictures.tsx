import { store } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Loadable } from '../../components/Loadable';
import { SubHeader } from '../../components/PanelHeader';
import { PictureGrid } from '../../components/PictureGrid';
import { catalogueImageSrc, listCatalogue, removeCatalogueImage, uploadCatalogueImage } from './api';

/** The pictures of the store's digital-products cards; a product without one shows its initials. */
export function CataloguePictures() {
  const catalogue = useResource((signal) => listCatalogue(signal), []);
  return (
    <>
      <SubHeader title="Product Pictures" note="The pictures on the store's digital-product cards. A product without one shows its initials." />
      <Loadable resource={catalogue} what="the product catalogue">
        {(data) => (
          <PictureGrid
            maxBytes={store.MAX_CATALOGUE_IMAGE_BYTES}
            onChanged={catalogue.reload}
            pictures={data.items.map((item) => ({
              id: item.id,
              name: item.title,
              src: catalogueImageSrc(item),
              upload: (file, onProgress) => uploadCatalogueImage(item.id, file, onProgress),
              remove: () => removeCatalogueImage(item.id),
            }))}
          />
        )}
      </Loadable>
    </>
  );
}
