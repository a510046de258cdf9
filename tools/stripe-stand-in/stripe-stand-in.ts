/**
 * A loopback stand-in of the Stripe API for Canopy's billing: the endpoints the Stripe adapter calls (prices by
 * lookup key, customers, Checkout Sessions, subscriptions, invoices, payment methods) with Stripe's JSON shapes,
 * a hosted checkout page whose "Pay" creates the subscription, its paid invoice and a card, and signed webhooks
 * (Stripe's `Stripe-Signature` scheme) to a configured URL. Every API call is recorded for assertions.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPage } from './checkout-page.ts';
import { addressOf, setupPage, setupSession } from './setup.ts';
import { type FormObject, type FormValue, list as formList, parseForm, record, text } from './form.ts';
import {
  API_VERSION,
  cardPaymentMethod,
  invoiceObject,
  type LineDraft,
  list,
  now,
  periodEnd,
  priceObject,
  SEEDED_PRICES,
  stripeId,
  type StripeJson,
} from './objects.ts';

export type { StripeJson } from './objects.ts';

export interface RecordedCall {
  method: string;
  /** The path without the query, e.g. `/v1/checkout/sessions`. */
  path: string;
  /** The parsed query string (GET) … */
  query: FormObject;
  /** … and the parsed form body (POST). */
  body: FormObject;
  /** The `Authorization` header sent. */
  authorization: string | null;
  /** Stripe-Version and Idempotency-Key as sent. */
  stripeVersion: string | null;
  idempotencyKey: string | null;
}

export interface WebhookDelivery {
  id: string;
  type: string;
  status: number | null;
  error: string | null;
}

export interface StripeStandInOptions {
  /** 0 (default): an ephemeral port. */
  port?: number;
  /** Where events are sent; none: events are kept but not sent. */
  webhookUrl?: string | null;
  /** Signs the events (`whsec_…`). */
  webhookSecret?: string;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: the adapter's CANOPY_STRIPE_API_URL. */
  readonly url: string;
  readonly port: number;
  /** Every API call (not the checkout page or the control routes), in order. */
  readonly calls: RecordedCall[];
  /** Every event sent to the webhook URL, in order, with the answer. */
  readonly deliveries: WebhookDelivery[];
  readonly webhookSecret: string;
  setWebhook(url: string | null, secret?: string): void;
  /** The stored object of an id (`cus_…`, `sub_…`, `in_…`, `pm_…`, `price_…`, `cs_…`). */
  object(id: string): StripeJson | undefined;
  /** The seeded price of a lookup key. */
  price(lookupKey: string): StripeJson;
  /** Pays an open Checkout Session as the page's "Pay" does; resolves once the webhooks were answered. */
  pay(sessionId: string, card?: Partial<PayForm>): Promise<StripeJson>;
  /** Saves a card on an open setup-mode Checkout Session as its page's "Save" does; resolves once answered. */
  completeSetup(sessionId: string, card?: Partial<PayForm>): Promise<StripeJson>;
  /** A renewal whose payment fails: an open invoice, `invoice.payment_failed`, the subscription `past_due`. */
  failPayment(subscriptionId: string): Promise<StripeJson>;
  /**
   * A new card for the customer (`payment_method.attached`); as the customer's default it is also set on the
   * customer (`customer.updated`).
   */
  attachCard(
    customerId: string,
    card?: Partial<PayForm>,
    options?: { makeDefault?: boolean },
  ): Promise<StripeJson>;
  /** The subscription ends now (as at the end of a period it was cancelled for): `customer.subscription.deleted`. */
  endSubscription(subscriptionId: string): Promise<StripeJson>;
  /** Sends an event of any type with `object` as its data, signed. */
  sendEvent(type: string, object: StripeJson, previous?: StripeJson): Promise<WebhookDelivery>;
  /** Resolves when every event sent so far has been answered. */
  settled(): Promise<void>;
  clearCalls(): void;
  close(): Promise<void>;
}

interface PayForm {
  email: string;
  name: string;
  card_number: string;
  exp: string;
  postal_code: string;
  country: string;
}

class StripeError extends Error {
  readonly status: number;
  readonly body: StripeJson;
  constructor(status: number, message: string, code?: string, param?: string) {
    super(message);
    this.status = status;
    this.body = {
      error: {
        type: 'invalid_request_error',
        message,
        ...(code ? { code } : {}),
        ...(param ? { param } : {}),
      },
    };
  }
}

const missing = (id: string, what: string) =>
  new StripeError(404, `No such ${what}: '${id}'`, 'resource_missing', 'id');

/** Stripe's signature header: `t=<seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
  response.end(JSON.stringify(body));
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

const integer = (value: FormValue | undefined, param: string): number | undefined => {
  const raw = text(value);
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw))
    throw new StripeError(400, `Invalid integer: ${raw}`, 'parameter_invalid_integer', param);
  return Number(raw);
};

/** The secret key of `Bearer sk_…` (the package) or of Basic auth with the key as the user (`curl -u sk_…:`). */
function secretKeyOf(authorization: string | null): string | null {
  const bearer = /^Bearer ((?:sk|rk)_\S+)$/.exec(authorization ?? '')?.[1];
  if (bearer) return bearer;
  const basic = /^Basic (\S+)$/.exec(authorization ?? '')?.[1];
  const user = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : '';
  return user && /^(sk|rk)_\S+$/.test(user) ? user : null;
}

const flag = (value: FormValue | undefined) => {
  const raw = text(value);
  return raw === undefined ? undefined : raw === 'true';
};

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const calls: RecordedCall[] = [];
  const deliveries: WebhookDelivery[] = [];
  const objects = new Map<string, StripeJson>();
  /** A Checkout Session's line items, which Stripe returns only on request. */
  const sessionLines = new Map<string, Array<{ price: StripeJson; quantity: number }>>();
  const pending = new Set<Promise<unknown>>();
  let webhookUrl = options.webhookUrl ?? null;
  let webhookSecret = options.webhookSecret ?? 'whsec_stand_in';
  let invoiceCount = 0;
  let baseUrl = '';

  const product = { id: stripeId('prod'), object: 'product', name: 'Canopy', active: true };
  objects.set(product.id, product);
  const prices = SEEDED_PRICES.map((seed) => priceObject(seed, product.id));
  for (const price of prices) objects.set(price.id as string, price);

  const get = (id: string, what: string): StripeJson => {
    const found = objects.get(id);
    if (!found || found.deleted) throw missing(id, what);
    return found;
  };
  const save = (object: StripeJson) => {
    objects.set(object.id as string, object);
    return object;
  };

  /** A copy of `object` with the `expand` paths replaced by the objects they name (`latest_invoice.lines`). */
  const expand = (object: StripeJson, paths: string[]): StripeJson => {
    const copy: StripeJson = structuredClone(object);
    for (const path of paths) {
      const [field, ...rest] = path.split('.');
      if (!field) continue;
      if (field === 'data' && Array.isArray(copy.data)) {
        copy.data = (copy.data as StripeJson[]).map((item) => expand(item, [rest.join('.')]));
        continue;
      }
      const value = copy[field];
      const target = typeof value === 'string' ? objects.get(value) : value;
      if (target && typeof target === 'object')
        copy[field] = rest.length ? expand(target as StripeJson, [rest.join('.')]) : structuredClone(target);
    }
    return copy;
  };

  const send = (type: string, object: StripeJson, previous?: StripeJson): Promise<WebhookDelivery> => {
    const event = {
      id: stripeId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    save(event);
    const delivery: WebhookDelivery = { id: event.id, type, status: null, error: null };
    deliveries.push(delivery);
    if (!webhookUrl) return Promise.resolve(delivery);
    const payload = JSON.stringify(event);
    const sending = fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignature(payload, webhookSecret),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    })
      .then(async (response) => {
        delivery.status = response.status;
        if (!response.ok) delivery.error = await response.text();
        return delivery;
      })
      .catch((error: unknown) => {
        delivery.error = error instanceof Error ? error.message : String(error);
        return delivery;
      });
    pending.add(sending);
    void sending.finally(() => pending.delete(sending));
    return sending;
  };

  const priceOf = (id: string) => get(id, 'price');
  const itemsOf = (subscription: StripeJson) =>
    (subscription.items as { data: StripeJson[] }).data as Array<
      StripeJson & { price: StripeJson; quantity: number }
    >;

  const newInvoice = (
    customer: StripeJson,
    subscription: StripeJson,
    lines: LineDraft[],
    reason: string,
    paid = true,
  ) => {
    invoiceCount += 1;
    return save(
      invoiceObject({
        number: `CANOPY-${String(invoiceCount).padStart(4, '0')}`,
        customer,
        subscription,
        lines,
        paid,
        reason,
        baseUrl,
      }),
    );
  };

  const createCustomer = (body: FormObject) =>
    save({
      id: stripeId('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: text(body.description) ?? null,
      email: text(body.email) ?? null,
      invoice_prefix: 'CANOPY',
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: record(body.metadata),
      name: text(body.name) ?? null,
      phone: null,
      preferred_locales: [],
      tax_exempt: 'none',
    });

  const createSession = (body: FormObject) => {
    if (text(body.mode) === 'setup') {
      if (!text(body.customer))
        throw new StripeError(400, 'Missing required param: customer.', 'parameter_missing', 'customer');
      return save(setupSession(body, { baseUrl, get, save }));
    }
    if (text(body.mode) !== 'subscription')
      throw new StripeError(
        400,
        'The stand-in takes subscription mode only',
        'parameter_invalid_string',
        'mode',
      );
    const lines = formList(body.line_items).map((raw, index) => {
      const line = record(raw);
      const price = text(line.price);
      if (!price)
        throw new StripeError(
          400,
          'Missing required param: line_items[0][price].',
          'parameter_missing',
          `line_items[${index}][price]`,
        );
      return {
        price: priceOf(price),
        quantity: integer(line.quantity, `line_items[${index}][quantity]`) ?? 1,
      };
    });
    if (!lines.length)
      throw new StripeError(400, 'Missing required param: line_items.', 'parameter_missing', 'line_items');
    const successUrl = text(body.success_url);
    if (!successUrl)
      throw new StripeError(400, 'Missing required param: success_url.', 'parameter_missing', 'success_url');
    const customer = text(body.customer) ?? null;
    if (customer) get(customer, 'customer');
    const id = stripeId('cs_test');
    const total = lines.reduce((sum, line) => sum + (line.price.unit_amount as number) * line.quantity, 0);
    sessionLines.set(id, lines);
    return save({
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: text(body.cancel_url) ?? null,
      client_reference_id: text(body.client_reference_id) ?? null,
      created: now(),
      currency: 'usd',
      customer,
      customer_email: text(body.customer_email) ?? null,
      expires_at: now() + 24 * 3600,
      invoice: null,
      livemode: false,
      metadata: record(body.metadata),
      mode: 'subscription',
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      subscription_data: record(body.subscription_data),
      success_url: successUrl,
      ui_mode: 'hosted',
      url: `${baseUrl}/c/pay/${id}`,
    });
  };

  const pay = async (sessionId: string, form: Partial<PayForm> = {}): Promise<StripeJson> => {
    const session = get(sessionId, 'checkout session');
    if (session.status !== 'open')
      throw new StripeError(400, `This Checkout Session is ${String(session.status)}`);
    const customer = session.customer
      ? get(session.customer as string, 'customer')
      : createCustomer({ email: form.email ?? (session.customer_email as string | null) ?? '' });
    const [month, year] = (form.exp ?? '12 / 30').split('/').map((part) => Number(part.trim()));
    const card = save(
      cardPaymentMethod(
        {
          name: form.name ?? 'Ada Lovelace',
          email: form.email || (customer.email as string | null),
          number: form.card_number ?? '4242424242424242',
          expMonth: month || 12,
          expYear: year ? (year < 100 ? 2000 + year : year) : 2030,
          postalCode: form.postal_code ?? '94107',
          country: form.country ?? 'US',
        },
        customer.id as string,
      ),
    );
    customer.invoice_settings = { ...(customer.invoice_settings as object), default_payment_method: card.id };
    const start = now();
    const lines = sessionLines.get(sessionId) ?? [];
    const interval = (lines[0]?.price.recurring as { interval: string }).interval;
    const end = periodEnd(start, interval);
    const subscriptionId = stripeId('sub');
    const items = lines.map(({ price, quantity }) => ({
      id: stripeId('si'),
      object: 'subscription_item',
      created: start,
      current_period_end: end,
      current_period_start: start,
      metadata: {},
      price,
      quantity,
      subscription: subscriptionId,
    }));
    const metadata = {
      ...record(session.metadata as FormObject),
      ...record(record(session.subscription_data as FormObject).metadata),
    };
    const subscription = save({
      id: subscriptionId,
      object: 'subscription',
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: start,
      currency: 'usd',
      customer: customer.id,
      default_payment_method: card.id,
      ended_at: null,
      items: list(items, `/v1/subscription_items?subscription=${subscriptionId}`),
      latest_invoice: null,
      livemode: false,
      metadata,
      start_date: start,
      status: 'active',
    });
    const invoice = newInvoice(
      customer,
      subscription,
      items.map((item) => ({
        description: `${item.quantity} × ${String(item.price.nickname)} (at ${dollars(item.price.unit_amount as number)} / ${interval})`,
        amount: (item.price.unit_amount as number) * item.quantity,
        quantity: item.quantity,
        price: item.price,
        start,
        end,
        proration: false,
        subscriptionItem: item.id,
      })),
      'subscription_create',
    );
    subscription.latest_invoice = invoice.id;
    Object.assign(session, {
      customer: customer.id,
      customer_details: { email: customer.email, name: form.name ?? 'Ada Lovelace' },
      invoice: invoice.id,
      payment_status: 'paid',
      status: 'complete',
      subscription: subscription.id,
    });
    await send('customer.subscription.created', subscription);
    await send('checkout.session.completed', session);
    await send('invoice.paid', invoice);
    return session;
  };

  const updateSubscription = (id: string, body: FormObject) => {
    const subscription = get(id, 'subscription');
    if (subscription.status === 'canceled')
      throw new StripeError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    const previous: StripeJson = {};
    const items = itemsOf(subscription);
    const before = items.map((item) => ({ ...item }));
    for (const [index, raw] of formList(body.items).entries()) {
      const change = record(raw);
      const itemId = text(change.id);
      const item = itemId ? items.find((candidate) => candidate.id === itemId) : undefined;
      if (!item)
        throw new StripeError(
          400,
          `No such subscription item: '${itemId ?? ''}'`,
          'resource_missing',
          `items[${index}][id]`,
        );
      const price = text(change.price);
      if (price) item.price = priceOf(price);
      item.quantity = integer(change.quantity, `items[${index}][quantity]`) ?? item.quantity;
    }
    const changed = items.filter(
      (item, index) => item.price.id !== before[index]!.price.id || item.quantity !== before[index]!.quantity,
    );
    if (changed.length) previous.items = list(before, (subscription.items as StripeJson).url as string);
    const cancel = flag(body.cancel_at_period_end);
    if (cancel !== undefined && cancel !== subscription.cancel_at_period_end) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? items[0]!.current_period_end : null;
      subscription.canceled_at = cancel ? now() : null;
    }
    const metadata = record(body.metadata);
    if (Object.keys(metadata).length)
      subscription.metadata = { ...(subscription.metadata as object), ...metadata };
    const prorate = (text(body.proration_behavior) ?? 'create_prorations') !== 'none';
    const at = now();
    const intervalOf = (price: StripeJson) => (price.recurring as { interval: string }).interval;
    // As Stripe: a new interval (monthly to annual) starts a new billing cycle now, invoiced at once whatever the
    // proration; the same interval keeps the period and prorates what is left of it.
    const resets = changed.filter(
      (item) => intervalOf(item.price) !== intervalOf(before[items.indexOf(item)]!.price),
    );
    let invoice: StripeJson | null = null;
    if (changed.length && (prorate || resets.length)) {
      const customer = get(subscription.customer as string, 'customer');
      const lines: LineDraft[] = [];
      for (const item of changed) {
        const old = before[items.indexOf(item)]!;
        const start = old.current_period_start as number;
        const end = old.current_period_end as number;
        const share = Math.max(0, Math.min(1, (end - at) / Math.max(1, end - start)));
        const part = (price: StripeJson, quantity: number, fraction: number) =>
          Math.round((price.unit_amount as number) * quantity * fraction);
        const since = new Date(at * 1000).toDateString();
        if (prorate)
          lines.push({
            description: `Unused time on ${old.quantity} × ${String(old.price.nickname)} after ${since}`,
            amount: -part(old.price, old.quantity, share),
            quantity: old.quantity,
            price: old.price,
            start: at,
            end,
            proration: true,
            subscriptionItem: item.id as string,
          });
        if (resets.includes(item)) {
          const interval = intervalOf(item.price);
          const newEnd = periodEnd(at, interval);
          Object.assign(item, { current_period_start: at, current_period_end: newEnd });
          lines.push({
            description: `${item.quantity} × ${String(item.price.nickname)} (at ${dollars(item.price.unit_amount as number)} / ${interval})`,
            amount: part(item.price, item.quantity, 1),
            quantity: item.quantity,
            price: item.price,
            start: at,
            end: newEnd,
            proration: false,
            subscriptionItem: item.id as string,
          });
        } else {
          lines.push({
            description: `Remaining time on ${item.quantity} × ${String(item.price.nickname)} after ${since}`,
            amount: part(item.price, item.quantity, share),
            quantity: item.quantity,
            price: item.price,
            start: at,
            end,
            proration: true,
            subscriptionItem: item.id as string,
          });
        }
      }
      if (resets.length) {
        subscription.billing_cycle_anchor = at;
        if (subscription.cancel_at) subscription.cancel_at = items[0]!.current_period_end;
      }
      invoice = newInvoice(customer, subscription, lines, 'subscription_update');
      subscription.latest_invoice = invoice.id;
    }
    if (Object.keys(previous).length) void send('customer.subscription.updated', subscription, previous);
    if (invoice) void send('invoice.paid', invoice);
    return subscription;
  };

  /** The subscription's `default_payment_method`: a payment method of its customer. */
  const setSubscriptionPaymentMethod = (id: string, paymentMethod: string) => {
    const subscription = get(id, 'subscription');
    const method = get(paymentMethod, 'payment method');
    if (method.customer !== subscription.customer)
      throw new StripeError(
        400,
        `The payment method ${paymentMethod} is not attached to the customer ${String(subscription.customer)}.`,
        'resource_missing',
        'default_payment_method',
      );
    const previous = { default_payment_method: subscription.default_payment_method };
    subscription.default_payment_method = paymentMethod;
    void send('customer.subscription.updated', subscription, previous);
  };

  const attachPaymentMethod = (id: string, form: FormObject) => {
    const method = get(id, 'payment method');
    const customer = get(text(form.customer) ?? '', 'customer');
    if (method.customer && method.customer !== customer.id)
      throw new StripeError(
        400,
        'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      );
    method.customer = customer.id;
    void send('payment_method.attached', method);
    return method;
  };

  /** `billing_details[name|email|address]` of a payment method. */
  const updatePaymentMethod = (method: StripeJson, form: FormObject) => {
    const details = record(form.billing_details);
    const current = method.billing_details as StripeJson;
    for (const field of ['name', 'email', 'phone'] as const)
      if (text(details[field]) !== undefined) current[field] = text(details[field]) || null;
    if (details.address !== undefined) current.address = addressOf(details.address);
    void send('payment_method.updated', method);
    return method;
  };

  /** The setup page's "Save": a card for the customer, the SetupIntent succeeded, the session complete. */
  const completeSetup = async (session: StripeJson, form: Partial<PayForm>) => {
    if (session.status !== 'open')
      throw new StripeError(400, `This Checkout Session is ${String(session.status)}`);
    const customer = get(session.customer as string, 'customer');
    const [month, year] = (form.exp ?? '11 / 32').split('/').map((part) => Number(part.trim()));
    const card = save(
      cardPaymentMethod(
        {
          name: form.name ?? 'Ada Lovelace',
          email: form.email || (customer.email as string | null),
          number: form.card_number ?? '5555555555554444',
          expMonth: month || 11,
          expYear: year ? (year < 100 ? 2000 + year : year) : 2032,
          postalCode: form.postal_code ?? '94107',
          country: form.country ?? 'US',
        },
        customer.id as string,
      ),
    );
    const intent = get(session.setup_intent as string, 'setup intent');
    Object.assign(intent, { status: 'succeeded', payment_method: card.id });
    Object.assign(session, { status: 'complete' });
    await send('payment_method.attached', card);
    await send('setup_intent.succeeded', intent);
    await send('checkout.session.completed', session);
    return session;
  };

  const failPayment = async (id: string) => {
    const subscription = get(id, 'subscription');
    const customer = get(subscription.customer as string, 'customer');
    const start = now();
    const items = itemsOf(subscription);
    const invoice = newInvoice(
      customer,
      subscription,
      items.map((item) => ({
        description: `${item.quantity} × ${String(item.price.nickname)}`,
        amount: (item.price.unit_amount as number) * item.quantity,
        quantity: item.quantity,
        price: item.price,
        start,
        end: periodEnd(start, (item.price.recurring as { interval: string }).interval),
        proration: false,
        subscriptionItem: item.id as string,
      })),
      'subscription_cycle',
      false,
    );
    subscription.latest_invoice = invoice.id;
    subscription.status = 'past_due';
    customer.delinquent = true;
    await send('invoice.payment_failed', invoice);
    await send('customer.subscription.updated', subscription, { status: 'active' });
    return invoice;
  };

  const attachCard = async (
    customerId: string,
    form: Partial<PayForm> = {},
    { makeDefault = true }: { makeDefault?: boolean } = {},
  ) => {
    const customer = get(customerId, 'customer');
    const [month, year] = (form.exp ?? '10 / 31').split('/').map((part) => Number(part.trim()));
    const card = save(
      cardPaymentMethod(
        {
          name: form.name ?? 'Ada Lovelace',
          email: form.email ?? (customer.email as string | null),
          number: form.card_number ?? '5555555555554444',
          expMonth: month || 10,
          expYear: year ? (year < 100 ? 2000 + year : year) : 2031,
          postalCode: form.postal_code ?? '94107',
          country: form.country ?? 'US',
        },
        customerId,
      ),
    );
    await send('payment_method.attached', card);
    if (makeDefault) {
      customer.invoice_settings = {
        ...(customer.invoice_settings as object),
        default_payment_method: card.id,
      };
      await send('customer.updated', customer, { invoice_settings: { default_payment_method: null } });
    }
    return card;
  };

  const endSubscription = async (id: string) => {
    const subscription = get(id, 'subscription');
    Object.assign(subscription, {
      status: 'canceled',
      ended_at: now(),
      canceled_at: subscription.canceled_at ?? now(),
    });
    await send('customer.subscription.deleted', subscription);
    return subscription;
  };

  const expansions = (form: FormObject) => formList(form.expand).map((path) => text(path) ?? '');

  /** The Stripe API: `/v1/…`. */
  const api = (method: string, path: string, form: FormObject): StripeJson => {
    const parts = path.split('/').filter(Boolean).slice(1);
    const [resource, id, action] = parts;
    const expandAll = (object: StripeJson) => expand(object, expansions(form));
    if (resource === 'prices' && !id && method === 'GET') {
      const keys = formList(form.lookup_keys).map((key) => text(key));
      const active = flag(form.active);
      const data = prices.filter(
        (price) =>
          (!keys.length || keys.includes(price.lookup_key as string)) &&
          (active === undefined || price.active === active),
      );
      return expandAll(list(data, '/v1/prices'));
    }
    if (resource === 'prices' && id && method === 'GET') return expandAll(priceOf(id));
    if (resource === 'customers' && !id && method === 'POST') return expandAll(createCustomer(form));
    if (resource === 'customers' && id && method === 'GET') return expandAll(get(id, 'customer'));
    if (resource === 'customers' && id && method === 'POST') {
      const customer = get(id, 'customer');
      for (const field of ['email', 'name', 'description'] as const)
        if (text(form[field]) !== undefined) customer[field] = text(form[field]);
      if (form.address !== undefined) customer.address = addressOf(form.address);
      const settings = record(form.invoice_settings);
      if (text(settings.default_payment_method))
        customer.invoice_settings = {
          ...(customer.invoice_settings as object),
          default_payment_method: text(settings.default_payment_method),
        };
      if (Object.keys(record(form.metadata)).length)
        customer.metadata = { ...(customer.metadata as object), ...record(form.metadata) };
      void send('customer.updated', customer);
      return expandAll(customer);
    }
    if (resource === 'checkout' && id === 'sessions' && !action && method === 'POST')
      return expandAll(createSession(form));
    if (resource === 'checkout' && id === 'sessions' && !action && method === 'GET') {
      const customer = text(form.customer);
      const status = text(form.status);
      const data = [...objects.values()].filter(
        (object) =>
          object.object === 'checkout.session' &&
          (!customer || object.customer === customer) &&
          (!status || object.status === status),
      );
      return expandAll(list(data.reverse(), '/v1/checkout/sessions'));
    }
    if (resource === 'checkout' && id === 'sessions' && action && method === 'GET')
      return expandAll(get(action, 'checkout session'));
    const expire = parts[3];
    if (resource === 'checkout' && id === 'sessions' && action && expire === 'expire' && method === 'POST') {
      const session = get(action, 'checkout session');
      if (session.status !== 'open')
        throw new StripeError(
          400,
          `Only Checkout Sessions with a status of open can be expired. This Checkout Session has a status of ${String(session.status)}.`,
        );
      Object.assign(session, { status: 'expired', url: null });
      void send('checkout.session.expired', session);
      return expandAll(session);
    }
    if (resource === 'subscriptions' && id && method === 'GET') return expandAll(get(id, 'subscription'));
    if (resource === 'subscriptions' && id && method === 'POST' && text(form.default_payment_method)) {
      setSubscriptionPaymentMethod(id, text(form.default_payment_method)!);
      if (Object.keys(form).every((key) => ['default_payment_method', 'expand'].includes(key)))
        return expandAll(get(id, 'subscription'));
    }
    if (resource === 'subscriptions' && id && method === 'POST')
      return expandAll(updateSubscription(id, form));
    if (resource === 'subscriptions' && id && method === 'DELETE') {
      const subscription = get(id, 'subscription');
      Object.assign(subscription, { status: 'canceled', ended_at: now(), canceled_at: now() });
      void send('customer.subscription.deleted', subscription);
      return expandAll(subscription);
    }
    if (resource === 'setup_intents' && id && method === 'GET') return expandAll(get(id, 'setup intent'));
    if (resource === 'payment_methods' && id && action === 'attach' && method === 'POST')
      return expandAll(attachPaymentMethod(id, form));
    if (resource === 'payment_methods' && id && !action && method === 'POST')
      return expandAll(updatePaymentMethod(get(id, 'payment method'), form));
    if (resource === 'invoices' && id && method === 'GET') return expandAll(get(id, 'invoice'));
    if (resource === 'payment_methods' && id && method === 'GET') return expandAll(get(id, 'payment method'));
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  };

  /** The stand-in's own routes: the state for a test that runs it in another process. */
  const control = (method: string, path: string, form: FormObject): Promise<unknown> | unknown => {
    if (method === 'GET' && path === '/_stand-in/calls') return { calls, deliveries };
    if (method === 'DELETE' && path === '/_stand-in/calls') {
      calls.length = 0;
      return { calls };
    }
    const cards = /^\/_stand-in\/customers\/([^/]+)\/cards$/.exec(path);
    if (method === 'POST' && cards) return attachCard(cards[1]!, form as Partial<PayForm>);
    const match = /^\/_stand-in\/subscriptions\/([^/]+)\/(fail_payment|end)$/.exec(path);
    if (method === 'POST' && match)
      return match[2] === 'end' ? endSubscription(match[1]!) : failPayment(match[1]!);
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', baseUrl);
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    const query = parseForm(url.search.slice(1));
    const body = parseForm(raw);
    try {
      if (url.pathname.startsWith('/v1/')) {
        calls.push({
          method,
          path: url.pathname,
          query,
          body,
          authorization: header(request, 'authorization'),
          stripeVersion: header(request, 'stripe-version'),
          idempotencyKey: header(request, 'idempotency-key'),
        });
        if (!secretKeyOf(header(request, 'authorization')))
          throw new StripeError(401, 'Invalid API Key provided');
        return sendJson(
          response,
          200,
          api(method, url.pathname, method === 'GET' || method === 'DELETE' ? query : body),
        );
      }
      const page = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
      if (page && method === 'GET') {
        const session = get(page[1]!, 'checkout session');
        if (session.mode === 'setup') {
          const customer = objects.get(session.customer as string);
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(setupPage(session, (customer?.email as string | null) ?? null));
        }
        const customer = session.customer ? objects.get(session.customer as string) : undefined;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          checkoutPage(
            session,
            sessionLines.get(page[1]!) ?? [],
            (customer?.email as string | null) ?? (session.customer_email as string | null),
          ),
        );
      }
      if (page && method === 'POST') {
        const open = get(page[1]!, 'checkout session');
        const session =
          open.mode === 'setup'
            ? await completeSetup(open, body as Partial<PayForm>)
            : await pay(page[1]!, body as Partial<PayForm>);
        response.writeHead(303, { location: session.success_url as string });
        return response.end();
      }
      if (url.pathname.startsWith('/_stand-in/'))
        return sendJson(response, 200, await control(method, url.pathname, body));
      throw new StripeError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
    } catch (error) {
      if (error instanceof StripeError) return sendJson(response, error.status, error.body);
      return sendJson(response, 500, { error: { type: 'api_error', message: String(error) } });
    }
  };

  const server: Server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    calls,
    deliveries,
    get webhookSecret() {
      return webhookSecret;
    },
    setWebhook(url, secret) {
      webhookUrl = url;
      if (secret) webhookSecret = secret;
    },
    object: (id) => objects.get(id),
    price(lookupKey) {
      const price = prices.find((candidate) => candidate.lookup_key === lookupKey);
      if (!price) throw new Error(`No price with lookup key ${lookupKey}`);
      return price;
    },
    pay,
    completeSetup: (sessionId, card) => completeSetup(get(sessionId, 'checkout session'), card ?? {}),
    attachCard,
    failPayment,
    endSubscription,
    sendEvent: send,
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
    clearCalls() {
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
