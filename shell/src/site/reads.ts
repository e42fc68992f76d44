import { homeEndpoints } from '@sqw/contracts/site-copy';
import { homeStoreEndpoints } from '@sqw/contracts/store-links';
import { call } from '@sqw/platform';

// The home page's reads. Their answers are typed by the contracts but not re-parsed here:
// the schema library would be the largest part of the home page's JavaScript, and the
// services build these answers from the same contract types (hence `homeEndpoints` and
// `homeStoreEndpoints`, the declarations without their schemas).

export const fetchVentures = (signal?: AbortSignal) => call(homeEndpoints.ventures, { signal });

export const fetchContent = (signal?: AbortSignal) => call(homeEndpoints.content, { signal });

export const fetchStorePublicConfig = (signal?: AbortSignal) => call(homeStoreEndpoints.publicConfig, { signal });
