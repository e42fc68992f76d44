// The store service's admin routes (every one under /admin/, so the admin role is required), declared once for the service and the admin remote.
import { IdParam } from './common';
import { endpointsOf } from './endpoint';
import {
  AdminMembership,
  AdminMembershipList,
  AdminOrder,
  AdminOrderPage,
  AdminOrderQuery,
  AdminResource,
  AdminResourceList,
  AdminSession,
  AdminSessionPage,
  AdminSessionQuery,
  ConfirmSession,
  MarkPaid,
  MemberParam,
  RejectOrder,
  ResourceInput,
  ResourcePatch,
  Revenue,
  RevenueQuery,
  SessionNote,
} from './store-admin';
import { CatalogueItem, CatalogueItemParam } from './store-catalogue';

const storeRoute = endpointsOf('store');

export const adminEndpoints = {
  // Payment review. Marking paid fulfils the order: course access, session credits or the resource unlock code.
  orders: storeRoute({ method: 'GET', path: '/admin/orders', query: AdminOrderQuery, response: AdminOrderPage }),
  order: storeRoute({ method: 'GET', path: '/admin/orders/:id', params: IdParam, response: AdminOrder }),
  /** The order's proof image (an AdminOrder's `proof_url`). */
  orderProof: storeRoute({ method: 'GET', path: '/admin/orders/:id/proof', params: IdParam, produces: 'image/*' }),
  markPaid: storeRoute({ method: 'POST', path: '/admin/orders/:id/mark-paid', params: IdParam, body: MarkPaid, response: AdminOrder }),
  rejectOrder: storeRoute({ method: 'POST', path: '/admin/orders/:id/reject', params: IdParam, body: RejectOrder, response: AdminOrder }),
  /** Another five tries at the unlock code for a member locked out of a resource. */
  resetUnlock: storeRoute({ method: 'POST', path: '/admin/orders/:id/reset-unlock', params: IdParam, response: AdminOrder }),

  // The resource library.
  resources: storeRoute({ method: 'GET', path: '/admin/resources', response: AdminResourceList }),
  resource: storeRoute({ method: 'GET', path: '/admin/resources/:id', params: IdParam, response: AdminResource }),
  createResource: storeRoute({ method: 'POST', path: '/admin/resources', body: ResourceInput, status: 201, response: AdminResource }),
  updateResource: storeRoute({ method: 'PATCH', path: '/admin/resources/:id', params: IdParam, body: ResourcePatch, response: AdminResource }),
  /** A new PDF for the resource (checked to be one), replacing the old file. */
  replaceResourceFile: storeRoute({ method: 'PUT', path: '/admin/resources/:id/file', params: IdParam, upload: true, response: AdminResource }),

  // The catalogue cards' pictures (served to everyone by `endpoints.catalogueImage`).
  uploadCatalogueImage: storeRoute({ method: 'PUT', path: '/admin/catalogue/:id/image', params: CatalogueItemParam, upload: true, response: CatalogueItem }),
  removeCatalogueImage: storeRoute({ method: 'DELETE', path: '/admin/catalogue/:id/image', params: CatalogueItemParam, response: CatalogueItem }),

  // Revenue from confirmed payments, by the UTC day they were confirmed.
  revenue: storeRoute({ method: 'GET', path: '/admin/revenue', query: RevenueQuery, response: Revenue }),
  revenueCsv: storeRoute({ method: 'GET', path: '/admin/revenue.csv', query: RevenueQuery, produces: 'text/csv' }),

  // Coaching sessions and plans.
  sessions: storeRoute({ method: 'GET', path: '/admin/sessions', query: AdminSessionQuery, response: AdminSessionPage }),
  confirmSession: storeRoute({ method: 'POST', path: '/admin/sessions/:id/confirm', params: IdParam, body: ConfirmSession, response: AdminSession }),
  completeSession: storeRoute({ method: 'POST', path: '/admin/sessions/:id/complete', params: IdParam, body: SessionNote, response: AdminSession }),
  /** Cancelling gives the member's credit back. */
  cancelSession: storeRoute({ method: 'POST', path: '/admin/sessions/:id/cancel', params: IdParam, body: SessionNote, response: AdminSession }),
  memberships: storeRoute({ method: 'GET', path: '/admin/memberships', response: AdminMembershipList }),
  cancelMembership: storeRoute({ method: 'POST', path: '/admin/memberships/:user_id/cancel', params: MemberParam, response: AdminMembership }),
};
