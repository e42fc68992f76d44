import { store } from '@sqw/contracts';
import { homeStoreEndpoints } from '@sqw/contracts/store-links';
import { createOrder, startStore, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

describe('store.endpoints', () => {
  it.each(Object.entries(store.endpoints))('%s is a route of the service', (_, endpoint) => {
    expect(endpoint.service).toBe('store');
    expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
  });

  it("the home page's schema-less declaration of /config/public is the same route", () => {
    const { response: _home, ...home } = homeStoreEndpoints.publicConfig;
    const { response, ...declared } = store.endpoints.publicConfig;
    expect(declared).toEqual(home);
    expect(response).toBe(store.PublicConfig);
  });
});

describe('an order answered again', () => {
  it('is a 200 with exactly the fields of a new order (201), through the same schema', async () => {
    const m = await t.member();
    const first = await createOrder(t, m.auth, 'sqw-course');
    expect(first.statusCode).toBe(201);
    const again = await createOrder(t, m.auth, 'sqw-course');
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(first.json()).sort());
    expect(again.json()).toEqual(first.json());
    expect(store.OrderDetail.safeParse(again.json()).success).toBe(true);
  });
});
