import { store } from '@sqw/contracts';
import { AppError, badRequest, conflict, enqueueMail, idempotent, notFound, requireUser, route, type ZodApp } from '@sqw/service-kit';
import type { StoreContext } from '../context';
import { insertOrder, markUnlocked, openResourceOrder, orderToUnlock, recordUnlockAttempts } from '../data/orders';
import { lockPurchase } from '../data/purchases';
import { findPublishedResource, grantResource, ownsResource } from '../data/resources';
import { resourceOrderCreatedMail, resourceOrderNoticeMail } from '../mails';
import { answerOrder, paymentLink, toOrderDetail } from '../order-view';
import { perMember } from '../rate-limits';
import { sameCode } from '../signing';

type Outcome = { ok: true } | { ok: false; error: AppError };

/**
 * Buying a premium resource (payment details form) and unlocking it with the code issued once
 * paid. Like product orders, a member has one open order per resource: asking again while one
 * awaits payment returns it (200).
 */
export function resourceOrderRoutes(app: ZodApp, { db, settings, config }: StoreContext): void {
  const handle = settings.cashappHandle;
  const orderUrl = (id: string) => new URL(store.orderPath(id), config.SITE_URL).toString();

  route(app, store.endpoints.orderResource, { config: perMember(20) }, async (req, reply) => {
    const user = requireUser(req);
    const input = req.body;
    if (input.test && !settings.testMode)
      throw badRequest('Test payments are only available while the store runs in test mode.', [{ path: 'test', message: 'Not in test mode' }]);
    const result = await idempotent(db, req, 'resource-orders', async (trx) => {
      const r = await findPublishedResource(trx, req.params.id);
      if (!r) throw notFound(store.MESSAGES.resourceUnavailable);
      if (!r.is_premium) throw conflict('This resource is free: download it directly.');
      if (await ownsResource(trx, user.id, r.id)) throw conflict('You already own this resource.');
      await lockPurchase(trx, user.id, r.id);
      const open = await openResourceOrder(trx, user.id, r.id);
      if (open) return { status: 200, body: await toOrderDetail(trx, open, handle) };
      const cashtag = input.cashtag.startsWith('$') ? input.cashtag : `$${input.cashtag}`;
      const { row, history } = await insertOrder(
        trx,
        {
          user_id: user.id,
          kind: 'resource',
          product_id: null,
          resource_id: r.id,
          amount_cents: input.test ? store.TEST_PRICE_CENTS : r.price_cents,
          is_test: input.test,
          customer_email: input.email,
          customer_name: input.name,
          cashtag,
          message: input.message,
        },
        { resource: r },
      );
      const mail = { to: input.email, pay_code: row.pay_code, title: r.title, amount_cents: row.amount_cents };
      await enqueueMail(trx, resourceOrderCreatedMail(mail, paymentLink(row, handle).url, cashtag, orderUrl(row.id)));
      await enqueueMail(trx, resourceOrderNoticeMail(mail, config.BUSINESS_EMAIL, cashtag));
      return { status: 201, body: await toOrderDetail(trx, row, handle, history) };
    });
    return answerOrder(reply, result);
  });

  route(app, store.endpoints.unlockResource, { config: perMember(30) }, async (req) => {
    const user = requireUser(req);
    // The attempt counter must survive a wrong code, so the transaction commits and the error is thrown after.
    const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
      const order = await orderToUnlock(trx, user.id, req.params.id);
      if (!order) return { ok: false, error: notFound('You have no order for this resource yet. Please purchase it first.') };
      if (order.status !== 'paid' || !order.unlock_code) return { ok: false, error: new AppError(409, 'payment_pending', store.MESSAGES.paymentPending) };
      if (order.unlock_attempts >= store.MAX_UNLOCK_ATTEMPTS) return { ok: false, error: new AppError(423, 'unlock_locked', store.MESSAGES.unlockLocked) };
      if (!sameCode(req.body.code, order.unlock_code)) {
        const attempts = order.unlock_attempts + 1;
        await recordUnlockAttempts(trx, order.id, attempts);
        const left = store.MAX_UNLOCK_ATTEMPTS - attempts;
        return {
          ok: false,
          error:
            left <= 0
              ? new AppError(423, 'unlock_locked', store.MESSAGES.unlockLocked)
              : new AppError(400, 'verification_failed', store.MESSAGES.verificationFailed, [
                  { path: 'code', message: `${left} attempt${left === 1 ? '' : 's'} left` },
                ]),
        };
      }
      await grantResource(trx, user.id, req.params.id, order.id);
      if (!order.unlocked_at) await markUnlocked(trx, order.id);
      return { ok: true };
    });
    if (!outcome.ok) throw outcome.error;
    return { ok: true as const, resource_id: req.params.id, message: store.MESSAGES.paymentVerified };
  });
}
