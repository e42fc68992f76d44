import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PurchaseButton } from '../../src/shared/purchase/PurchaseButton';
import { asMember, asVisitor, COURSE, orderDetail, STORE } from './fixtures';
import { apiError, deferred, renderWithProviders, serve, setupNetwork, toastFor, uploadProgress, type Routes } from '@sqw/platform/testing';

setupNetwork();

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });

const PROOF = 'POST /orders/33333333-3333-4333-8333-333333333333/proof';
/** The service accepting the proof once `held` settles, so a test sees the upload in flight. */
const acceptedAfter = (held: Promise<void>) => async () => {
  await held;
  return { status: 201, body: orderDetail({ status: 'proof_submitted', has_proof: true }) };
};

async function openToPayment(
  extra: Routes = {},
  calls = serve(STORE, { 'GET /products/sqw-course': { body: COURSE }, 'POST /orders': { status: 201, body: orderDetail() }, ...extra }),
) {
  renderWithProviders(<PurchaseButton product="sqw-course" />, { ...asMember, route: '/products', path: '*' });
  await userEvent.click(screen.getByRole('button', { name: 'Purchase Now' }));
  const review = await screen.findByRole('region', { name: 'Review your order' });
  expect(review.textContent).toContain('Full Sovereign Course');
  expect(review.textContent).toContain('$1,000.00');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByLabelText('Pay code');
  return calls;
}

test('a visitor gets a sign-in link that remembers where they were', async () => {
  const view = renderWithProviders(<PurchaseButton product="sqw-course" />, { ...asVisitor, route: '/products', path: '*' });
  const link = screen.getByRole('link', { name: 'Sign In to Purchase' });
  expect(link.getAttribute('href')).toBe('/login');
  await userEvent.click(link);
  const { pathname, state } = view.location();
  expect(pathname + JSON.stringify(state)).toBe('/login{"from":{"pathname":"/products","search":"","hash":"","state":null,"key":"default"}}');
});

test('review shows the server price; continuing creates one order with an idempotency key and shows its pay code', async () => {
  const calls = await openToPayment();
  const post = calls.filter((c) => c.method === 'POST');
  expect(post).toHaveLength(1);
  expect(post[0]!.path).toBe('/orders');
  // The client names the product only; the server prices it.
  expect(post[0]!.body).toEqual({ product: 'sqw-course' });
  expect(post[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(toastFor('Order Created!')?.description).toBe('Your order SQW-7K2P9 has been created. Please complete payment.');
  expect(screen.getByLabelText('Pay code').textContent).toBe('SQW-7K2P9');
  const pay = screen.getByRole('link', { name: 'Pay $1,000.00 with Cash App' });
  expect(pay.getAttribute('href')).toBe('https://cash.app/$SQWCoaching/1000');
  expect(pay.getAttribute('target')).toBe('_blank');
  fireEvent.click(pay);
  const instructions = toastFor('Payment Instructions');
  expect(instructions?.duration).toBe(10_000);
  expect(instructions?.description).toContain('$SQWCoaching');
});

test('a failed order creation shows the Error toast with the message and stays on review', async () => {
  serve(STORE, { 'GET /products/sqw-course': { body: COURSE }, 'POST /orders': apiError(404, 'not_found', 'This product is not available.') });
  renderWithProviders(<PurchaseButton product="sqw-course" />, { ...asMember, route: '/products', path: '*' });
  await userEvent.click(screen.getByRole('button', { name: 'Purchase Now' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
  await waitFor(() => expect(toastFor('Error')).toMatchObject({ description: 'This product is not available.', variant: 'destructive' }));
  expect((screen.getByRole('button', { name: 'Continue to Payment' }) as HTMLButtonElement).disabled).toBe(false);
  expect(screen.queryByLabelText('Pay code')).toBeNull();
});

test('copying the pay code toasts and shows the copied indicator for 2 s', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await openToPayment();
  jest.useFakeTimers();
  try {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Code' })));
    expect(writeText).toHaveBeenCalledWith('SQW-7K2P9');
    expect(toastFor('Copied!')?.description).toBe('Pay code copied to clipboard');
    expect(screen.getByRole('button', { name: 'Copied' }).isConnected).toBe(true);
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Copied' }).isConnected).toBe(true);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy Code' }).isConnected).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test('the proof button waits for an image, shows progress, and ends on the submitted step', async () => {
  const answer = deferred<void>();
  const calls = await openToPayment({ [PROOF]: acceptedAfter(answer.promise) });
  const upload = screen.getByRole('button', { name: 'Upload Proof' });
  expect((upload as HTMLButtonElement).disabled).toBe(true);
  await userEvent.upload(screen.getByLabelText(/Payment screenshot/), new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
  expect(screen.getByText(/Please choose an image of your payment/).isConnected).toBe(true);
  expect((upload as HTMLButtonElement).disabled).toBe(true);
  await userEvent.upload(screen.getByLabelText(/Payment screenshot/), png());
  await userEvent.type(screen.getByLabelText('Note (optional)'), 'Paid from $Ada');
  expect((upload as HTMLButtonElement).disabled).toBe(false);
  await userEvent.click(upload);

  await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/proof'))).toHaveLength(1));
  const proof = calls.find((c) => c.path.endsWith('/proof'))!;
  expect(proof.url).toBe('http://store.test/orders/33333333-3333-4333-8333-333333333333/proof');
  expect((proof.body as FormData).get('note')).toBe('Paid from $Ada');
  expect(((proof.body as FormData).get('file') as File).name).toBe('receipt.png');
  uploadProgress(40, 100);
  expect(screen.getByRole('progressbar', { name: 'Proof upload progress' }).getAttribute('aria-valuenow')).toBe('40');
  expect((screen.getByRole('button', { name: 'Uploading...' }) as HTMLButtonElement).disabled).toBe(true);
  answer.resolve();

  expect((await screen.findByRole('region', { name: 'Proof submitted' })).textContent).toContain('Proof Submitted');
  expect(toastFor('Proof Uploaded!')?.description).toBe("Your payment proof has been submitted for review. You'll receive an email once verified.");
});

test('a failed upload shows Upload Error and keeps the file and note for another try', async () => {
  await openToPayment({ [PROOF]: apiError(400, 'bad_file', 'The file is not an image we accept.') });
  await userEvent.upload(screen.getByLabelText(/Payment screenshot/), png());
  await userEvent.type(screen.getByLabelText('Note (optional)'), 'second try');
  await userEvent.click(screen.getByRole('button', { name: 'Upload Proof' }));
  await waitFor(() => expect(toastFor('Upload Error')).toMatchObject({ description: 'The file is not an image we accept.', variant: 'destructive' }));
  expect((screen.getByLabelText('Note (optional)') as HTMLTextAreaElement).value).toBe('second try');
  expect((screen.getByRole('button', { name: 'Upload Proof' }) as HTMLButtonElement).disabled).toBe(false);
});

test('a double click on Continue to Payment creates one order, and the button says so while it is created', async () => {
  const answer = deferred<void>();
  const calls = serve(STORE, {
    'GET /products/sqw-course': { body: COURSE },
    'POST /orders': async () => {
      await answer.promise;
      return { status: 201, body: orderDetail() };
    },
  });
  renderWithProviders(<PurchaseButton product="sqw-course" />, { ...asMember, route: '/products', path: '*' });
  await userEvent.click(screen.getByRole('button', { name: 'Purchase Now' }));
  await userEvent.dblClick(await screen.findByRole('button', { name: 'Continue to Payment' }));
  const busy = await screen.findByRole('button', { name: 'Creating order...' });
  expect((busy as HTMLButtonElement).disabled).toBe(true);
  answer.resolve();
  await screen.findByLabelText('Pay code');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});

test('an upload the service refuses for the note puts its message under the note and keeps what was typed', async () => {
  await openToPayment({ [PROOF]: apiError(400, 'bad_request', 'The note must be at most 1000 characters.', [{ path: 'note', message: 'Too long' }]) });
  await userEvent.upload(screen.getByLabelText(/Payment screenshot/), png());
  await userEvent.type(screen.getByLabelText('Note (optional)'), 'Paid from $Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Upload Proof' }));
  expect((await screen.findByText('Too long')).id).toBe('proof-note-error');
  const note = screen.getByLabelText('Note (optional)') as HTMLTextAreaElement;
  expect([note.value, note.getAttribute('aria-invalid')]).toEqual(['Paid from $Ada', 'true']);
  expect(toastFor('Upload Error')?.description).toBe('The note must be at most 1000 characters.');
});

test('a note over 1000 characters is said at once and keeps Upload off; a double click on Upload sends one proof', async () => {
  const answer = deferred<void>();
  const calls = await openToPayment({ [PROOF]: acceptedAfter(answer.promise) });
  await userEvent.upload(screen.getByLabelText(/Payment screenshot/), png());
  const note = screen.getByLabelText('Note (optional)');
  fireEvent.change(note, { target: { value: 'x'.repeat(1001) } });
  expect(await screen.findByText('The note must be at most 1000 characters.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Upload Proof' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(note, { target: { value: 'x'.repeat(1000) } });
  await waitFor(() => expect((screen.getByRole('button', { name: 'Upload Proof' }) as HTMLButtonElement).disabled).toBe(false));
  await userEvent.dblClick(screen.getByRole('button', { name: 'Upload Proof' }));
  await screen.findByRole('button', { name: 'Uploading...' });
  answer.resolve();
  await screen.findByRole('region', { name: 'Proof submitted' });
  expect(calls.filter((c) => c.path.endsWith('/proof'))).toHaveLength(1);
});
