import { randomUUID } from 'node:crypto';
import { store } from '@sqw/contracts';
import { badRequest, conflict, enqueueMail, notFound, readImageUpload, requireUser, route, type ZodApp } from '@sqw/service-kit';
import type { FastifyReply } from 'fastify';
import type { StoreContext } from '../context';
import { findOrder, setStatus } from '../data/orders';
import { proofNoticeMail, proofReceivedMail } from '../mails';
import { itemTitle, toOrderDetail } from '../order-view';
import { perMember } from '../rate-limits';

const notAwaiting = (status: store.OrderStatus) =>
  conflict(`A payment proof can only be uploaded while the order awaits payment; this order is ${store.STATUS_LABELS[status].toLowerCase()}.`);

/** Sends a stored proof image privately: never cached by shared caches, never sniffed as something else. */
export async function sendProof(ctx: StoreContext, reply: FastifyReply, order: { proof_key: string | null; proof_mime: string | null }) {
  const data = order.proof_key ? await ctx.storage.get(order.proof_key) : null;
  if (!data) throw notFound('This order has no payment proof.');
  return reply
    .header('content-type', order.proof_mime ?? 'application/octet-stream')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(data);
}

/**
 * The payment proof of a product order: uploaded once by its owner, read by the owner or an
 * admin. Resource orders take none (their payment is matched by note and Cash App tag).
 */
export function proofRoutes(app: ZodApp, ctx: StoreContext): void {
  const { db, storage, config, settings } = ctx;

  route(app, store.endpoints.uploadProof, { config: perMember(20) }, async (req) => {
    const user = requireUser(req);
    // Refuse early (before reading megabytes) when the order is not theirs or not awaiting proof.
    const before = await findOrder(db, req.params.id, user.id);
    if (!store.needsProof(before)) throw conflict(store.MESSAGES.resourceNeedsNoProof(before.pay_code));
    if (before.status !== 'pending_payment') throw notAwaiting(before.status);
    const file = await readImageUpload(req, store.MAX_PROOF_BYTES);
    const note = store.ProofNote.safeParse(file.fields[store.PROOF_FIELDS.note]);
    if (!note.success) throw badRequest('The note must be at most 1000 characters.', [{ path: 'note', message: 'Too long' }]);

    // A fresh name per attempt, so a losing concurrent upload cannot remove the winner's file.
    const key = `proofs/${user.id}/${before.id}-proof-${randomUUID()}.${file.type.ext}`;
    await storage.put(key, file.buffer);
    try {
      return await db.transaction().execute(async (trx) => {
        const order = await findOrder(trx, before.id, user.id, true);
        if (order.status !== 'pending_payment') throw notAwaiting(order.status);
        await setStatus(trx, order.id, 'proof_submitted', user.id, note.data, {
          note: note.data,
          proof_key: key,
          proof_mime: file.type.mime,
          proof_size: file.buffer.length,
          proof: true,
        });
        const mail = { to: order.customer_email ?? user.email ?? '', pay_code: order.pay_code, title: itemTitle(order), amount_cents: order.amount_cents };
        if (mail.to) await enqueueMail(trx, proofReceivedMail(mail));
        await enqueueMail(trx, proofNoticeMail(mail, config.BUSINESS_EMAIL));
        return toOrderDetail(trx, await findOrder(trx, order.id), settings.cashappHandle);
      });
    } catch (err) {
      // Nothing may stay behind from a failed request, the stored file included.
      await storage.remove(key);
      throw err;
    }
  });

  route(app, store.endpoints.proof, async (req, reply) => {
    const user = requireUser(req);
    const order = await findOrder(db, req.params.id, user.role === 'admin' ? undefined : user.id);
    return sendProof(ctx, reply, order);
  });
}
