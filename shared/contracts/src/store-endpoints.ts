// The store service's public and member routes, declared once for the service and its callers.
import { IdParam } from './common';
import { endpointsOf } from './endpoint';
import { CatalogueItemParam, CatalogueList, ProductList, ProductQuery, ProductSlugParam, Product, PublicConfig } from './store-catalogue';
import { homeStoreEndpoints, shopEndpoints } from './store-links';
import { CourseList, CourseOutline, Lesson, LessonDone, LessonParams } from './store-courses';
import { Dashboard, MembershipView } from './store-members';
import { CreateOrder, OrderDetail, OrderList, OrderQuery, ProductStandingList } from './store-orders';
import { DownloadLink, FileTokenParam, ResourceList, ResourcePurchase, UnlockCode, Unlocked } from './store-resources';
import { CoachingSession, SessionList, SessionRequest } from './store-sessions';

const storeRoute = endpointsOf('store');

export const endpoints = {
  // The catalogue, for everyone.
  products: storeRoute({ ...shopEndpoints.products, query: ProductQuery, response: ProductList }),
  plans: storeRoute({ ...shopEndpoints.plans, response: ProductList }),
  product: storeRoute({ method: 'GET', path: '/products/:slug', params: ProductSlugParam, response: Product }),
  catalogue: storeRoute({ ...shopEndpoints.catalogue, response: CatalogueList }),
  /** A card's picture; the card's `image` is this path with a version, so links come from there. */
  catalogueImage: storeRoute({ method: 'GET', path: '/catalogue/:id/image', params: CatalogueItemParam, produces: 'image/*' }),
  publicConfig: storeRoute({ ...homeStoreEndpoints.publicConfig, response: PublicConfig }),

  // A member's product orders. Asking again for a product whose order awaits payment answers
  // that order with 200 rather than 201.
  createOrder: storeRoute({ method: 'POST', path: '/orders', body: CreateOrder, status: 201, response: OrderDetail }),
  orders: storeRoute({ method: 'GET', path: '/orders', query: OrderQuery, response: OrderList }),
  purchases: storeRoute({ ...shopEndpoints.purchases, response: ProductStandingList }),
  order: storeRoute({ method: 'GET', path: '/orders/:id', params: IdParam, response: OrderDetail }),
  cancelOrder: storeRoute({ method: 'POST', path: '/orders/:id/cancel', params: IdParam, response: OrderDetail }),
  uploadProof: storeRoute({ method: 'POST', path: '/orders/:id/proof', params: IdParam, upload: true, status: 201, response: OrderDetail }),
  /** The proof image, for its owner (and an admin). */
  proof: storeRoute({ method: 'GET', path: '/orders/:id/proof', params: IdParam, produces: 'image/*' }),

  // The resource library.
  resources: storeRoute({ method: 'GET', path: '/resources', response: ResourceList }),
  /** A free resource's PDF. */
  resourceFile: storeRoute({ method: 'GET', path: '/resources/:id/file', params: IdParam, produces: 'application/pdf' }),
  downloadLink: storeRoute({ method: 'GET', path: '/resources/:id/download-link', params: IdParam, response: DownloadLink }),
  /** A PDF behind a signed, short-lived link (DownloadLink's `url`). */
  signedFile: storeRoute({ method: 'GET', path: '/files/:token', params: FileTokenParam, produces: 'application/pdf' }),
  /** Like createOrder: an order awaiting payment is answered again with 200. */
  orderResource: storeRoute({ method: 'POST', path: '/resources/:id/orders', params: IdParam, body: ResourcePurchase, status: 201, response: OrderDetail }),
  unlockResource: storeRoute({ method: 'POST', path: '/resources/:id/unlock', params: IdParam, body: UnlockCode, response: Unlocked }),

  // Courses: the outline is public, lessons and progress are the entitled member's.
  courses: storeRoute({ method: 'GET', path: '/courses', response: CourseList }),
  course: storeRoute({ method: 'GET', path: '/courses/:slug', params: LessonParams.pick({ slug: true }), response: CourseOutline }),
  lesson: storeRoute({ method: 'GET', path: '/courses/:slug/lessons/:id', params: LessonParams, response: Lesson }),
  completeLesson: storeRoute({ method: 'POST', path: '/courses/:slug/lessons/:id/complete', params: LessonParams, response: LessonDone }),
  uncompleteLesson: storeRoute({ method: 'DELETE', path: '/courses/:slug/lessons/:id/complete', params: LessonParams, response: LessonDone }),

  // Coaching sessions.
  sessions: storeRoute({ method: 'GET', path: '/sessions', response: SessionList }),
  requestSession: storeRoute({ method: 'POST', path: '/sessions', body: SessionRequest, status: 201, response: CoachingSession }),
  cancelSession: storeRoute({ method: 'POST', path: '/sessions/:id/cancel', params: IdParam, response: CoachingSession }),

  // The member's plan and dashboard.
  membership: storeRoute({ method: 'GET', path: '/membership', response: MembershipView }),
  dashboard: storeRoute({ method: 'GET', path: '/dashboard', response: Dashboard }),
};
