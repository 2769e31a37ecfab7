import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { promptpayPayload, type PromptpayProxy } from '@/domain/payments/promptpay-payload';
import type { Database } from '../../db/client';
import {
  sandboxCards,
  sandboxCharges,
  sandboxCustomers,
  sandboxRefunds,
  sandboxSources,
  sandboxTokens,
} from '../../db/schema/payments';
import {
  GatewayError,
  type CreateChargeInput,
  type CreateSourceInput,
  type GatewayCard,
  type GatewayCharge,
  type GatewayCustomer,
  type GatewayRefund,
  type GatewaySource,
  type PaymentGateway,
} from './gateway';
import { gatewayId } from './ids';
import {
  cardBehaviour,
  cardBrand,
  luhnValid,
  SANDBOX_TEST_CARDS,
  type SandboxCardBehaviour,
} from './sandbox-cards';

/** A gateway may keep a card's first six digits (its BIN) with the last four; no more of the number. */
const FIRST_DIGITS_KEPT = 6;

type ChargeRow = typeof sandboxCharges.$inferSelect;
type SourceRow = typeof sandboxSources.$inferSelect;

export interface SandboxOptions {
  db: Database;
  /** The origin the sandbox pages are served from (our own server), read when a URL is made. */
  origin: () => string;
  now: () => Date;
  promptpay: PromptpayProxy;
  /** Called after a charge reached a final status (the sandbox's webhook delivery). */
  onChargeUpdated?: (charge: GatewayCharge) => Promise<void>;
}

export interface CardInput {
  name: string;
  number: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
}

/**
 * The in-process sandbox gateway (the default; nothing leaves the machine): Omise's objects as rows
 * (server/db/schema/payments.ts), so any server process sees the same state and nothing is lost on restart.
 * Besides the PaymentGateway calls it has what the sandbox pages need: tokenize a card, authorize or fail a
 * 3-D Secure / wallet charge, pay a PromptPay QR, and expire charges that passed their expiry.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  constructor(private readonly opts: SandboxOptions) {}

  /** The card form's call. Validates like a gateway would; keeps brand, last 4 and the behaviour only. */
  async createToken(card: CardInput): Promise<{ id: string; card: GatewayCard }> {
    const number = card.number.replace(/[\s-]/g, '');
    // The listed test numbers are taken as they are (MasterCard's 3-D Secure one fails the Luhn check).
    if (!SANDBOX_TEST_CARDS[number] && !luhnValid(number))
      throw new GatewayError('invalid_card', 'number is invalid');
    if (!/^\d{3,4}$/.test(card.securityCode))
      throw new GatewayError('invalid_card', 'security code is invalid');
    if (!card.name.trim()) throw new GatewayError('invalid_card', 'name is blank');
    const now = this.opts.now();
    const { expirationMonth: month, expirationYear: year } = card;
    if (!Number.isInteger(month) || month < 1 || month > 12)
      throw new GatewayError('invalid_card', 'expiration month is invalid');
    // A card is valid to the end of its expiry month.
    if (!Number.isInteger(year) || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
      throw new GatewayError('invalid_card', 'expiration date is invalid');
    const row = {
      id: gatewayId('tokn'),
      brand: cardBrand(number),
      lastDigits: number.slice(-4),
      firstDigits: number.slice(0, FIRST_DIGITS_KEPT),
      name: card.name.trim(),
      expirationMonth: month,
      expirationYear: year,
      behaviour: cardBehaviour(number),
      createdAt: now,
    };
    await this.opts.db.insert(sandboxTokens).values(row);
    return { id: row.id, card: { ...tokenCard(row), id: null } };
  }

  async createSource(input: CreateSourceInput): Promise<GatewaySource> {
    if (!Number.isInteger(input.amount) || input.amount <= 0)
      throw new GatewayError('invalid_amount', 'amount must be positive');
    if (input.type === 'promptpay' && input.currency.toUpperCase() !== 'THB')
      throw new GatewayError('invalid_currency', 'PromptPay is in THB only');
    let scannablePayload: string | null = null;
    if (input.type === 'promptpay') {
      const qr = promptpayPayload(this.opts.promptpay, input.amount);
      if (!qr.ok) throw new GatewayError('invalid_source', `PromptPay: ${qr.error}`);
      scannablePayload = qr.payload;
    }
    const [row] = await this.opts.db
      .insert(sandboxSources)
      .values({
        id: gatewayId('src'),
        type: input.type,
        flow: input.type === 'promptpay' ? 'offline' : 'redirect',
        amount: input.amount,
        currency: input.currency.toUpperCase(),
        phoneNumber: input.phoneNumber ?? null,
        scannablePayload,
        createdAt: this.opts.now(),
      })
      .returning();
    return sourceView(row!);
  }

  async createCharge(input: CreateChargeInput): Promise<GatewayCharge> {
    if (!Number.isInteger(input.amount) || input.amount <= 0)
      throw new GatewayError('invalid_amount', 'amount must be positive');
    const now = this.opts.now();
    const id = gatewayId('chrg');
    const base = {
      id,
      amount: input.amount,
      currency: input.currency.toUpperCase(),
      returnUri: input.returnUri,
      metadata: input.metadata ?? {},
      createdAt: now,
      updatedAt: now,
    };
    const row = await this.opts.db.transaction(async (tx) => {
      if (input.source) {
        // A source pays one charge: claiming it is a conditional update.
        const [source] = await tx
          .update(sandboxSources)
          .set({ chargeId: id })
          .where(and(eq(sandboxSources.id, input.source), isNull(sandboxSources.chargeId)))
          .returning();
        if (!source) throw new GatewayError('invalid_source', 'source was not found or is already used', 404);
        if (source.amount !== input.amount)
          throw new GatewayError('invalid_charge', 'amount does not match the source');
        const [charge] = await tx
          .insert(sandboxCharges)
          .values({
            ...base,
            status: 'pending',
            sourceId: source.id,
            authorizeUri:
              source.flow === 'redirect' ? `${this.opts.origin()}/sandbox-gateway/wallets/${id}` : null,
            expiresAt: input.expiresAt ?? new Date(now.getTime() + 24 * 3600_000),
          })
          .returning();
        return charge!;
      }
      const card = await this.takeCard(tx, input);
      const outcome = chargeOutcome(card.behaviour as SandboxCardBehaviour);
      const [charge] = await tx
        .insert(sandboxCharges)
        .values({
          ...base,
          ...outcome,
          cardBehaviour: card.behaviour,
          cardBrand: card.brand,
          cardLastDigits: card.lastDigits,
          customerId: input.customer ?? null,
          cardId: card.cardId,
          authorizeUri:
            outcome.status === 'pending'
              ? `${this.opts.origin()}/sandbox-gateway/charges/${id}/authorize`
              : null,
          expiresAt:
            outcome.status === 'pending' ? (input.expiresAt ?? new Date(now.getTime() + 3600_000)) : null,
          paidAt: outcome.paid ? now : null,
        })
        .returning();
      return charge!;
    });
    return this.view(row);
  }

  /** A single-use token, or a customer's saved card. */
  private async takeCard(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    input: CreateChargeInput,
  ): Promise<{ behaviour: string; brand: string; lastDigits: string; cardId: string | null }> {
    if (!input.card) throw new GatewayError('invalid_charge', 'a card or a source is required');
    if (input.customer) {
      const [card] = await tx
        .select()
        .from(sandboxCards)
        .where(
          and(
            eq(sandboxCards.id, input.card),
            eq(sandboxCards.customerId, input.customer),
            isNull(sandboxCards.deletedAt),
          ),
        );
      if (!card) throw new GatewayError('not_found', 'card was not found', 404);
      return { behaviour: card.behaviour, brand: card.brand, lastDigits: card.lastDigits, cardId: card.id };
    }
    const [token] = await tx
      .update(sandboxTokens)
      .set({ usedAt: this.opts.now() })
      .where(and(eq(sandboxTokens.id, input.card), isNull(sandboxTokens.usedAt)))
      .returning();
    if (!token) throw new GatewayError('used_token', 'token was not found or was already used', 404);
    return { behaviour: token.behaviour, brand: token.brand, lastDigits: token.lastDigits, cardId: null };
  }

  /** The first digits of an unused token's card, or of a customer's saved card; null when unknown. */
  async cardLeadingDigits(ref: { card: string; customer?: string }): Promise<string | null> {
    if (ref.customer) {
      const [card] = await this.opts.db
        .select({ firstDigits: sandboxCards.firstDigits })
        .from(sandboxCards)
        .where(and(eq(sandboxCards.id, ref.card), eq(sandboxCards.customerId, ref.customer)));
      return card?.firstDigits ?? null;
    }
    const [token] = await this.opts.db
      .select({ firstDigits: sandboxTokens.firstDigits })
      .from(sandboxTokens)
      .where(eq(sandboxTokens.id, ref.card));
    return token?.firstDigits ?? null;
  }

  async retrieveCharge(id: string): Promise<GatewayCharge | null> {
    const [row] = await this.opts.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
    return row ? this.view(row) : null;
  }

  async createCustomer(input: { email: string | null; card: string }): Promise<GatewayCustomer> {
    const id = gatewayId('cust');
    await this.opts.db
      .insert(sandboxCustomers)
      .values({ id, email: input.email, createdAt: this.opts.now() });
    return this.addCard(id, input.card);
  }

  async addCard(customerId: string, card: string): Promise<GatewayCustomer> {
    await this.opts.db.transaction(async (tx) => {
      const [customer] = await tx.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
      if (!customer) throw new GatewayError('not_found', 'customer was not found', 404);
      const [token] = await tx
        .update(sandboxTokens)
        .set({ usedAt: this.opts.now() })
        .where(and(eq(sandboxTokens.id, card), isNull(sandboxTokens.usedAt)))
        .returning();
      if (!token) throw new GatewayError('used_token', 'token was not found or was already used', 404);
      await tx.insert(sandboxCards).values({
        id: gatewayId('card'),
        customerId,
        brand: token.brand,
        lastDigits: token.lastDigits,
        firstDigits: token.firstDigits,
        name: token.name,
        expirationMonth: token.expirationMonth,
        expirationYear: token.expirationYear,
        behaviour: token.behaviour,
        createdAt: this.opts.now(),
      });
    });
    return (await this.retrieveCustomer(customerId))!;
  }

  async retrieveCustomer(customerId: string): Promise<GatewayCustomer | null> {
    const [customer] = await this.opts.db
      .select()
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.id, customerId));
    if (!customer) return null;
    const cards = await this.opts.db
      .select()
      .from(sandboxCards)
      .where(and(eq(sandboxCards.customerId, customerId), isNull(sandboxCards.deletedAt)))
      .orderBy(sandboxCards.createdAt);
    return {
      id: customer.id,
      email: customer.email,
      cards: cards.map((c) => ({ ...tokenCard(c), id: c.id })),
    };
  }

  async deleteCard(customerId: string, cardId: string): Promise<void> {
    await this.opts.db
      .update(sandboxCards)
      .set({ deletedAt: this.opts.now() })
      .where(
        and(eq(sandboxCards.id, cardId), eq(sandboxCards.customerId, customerId), isNull(sandboxCards.deletedAt)),
      );
  }

  // --- what the sandbox pages do (the payer's side) ----------------------------------------------

  /** 3-D Secure or wallet page: the payer authorizes (→ successful) or fails (→ failed) a pending charge. */
  async authorize(chargeId: string, decision: 'authorize' | 'fail'): Promise<GatewayCharge | null> {
    const now = this.opts.now();
    const [row] = await this.opts.db
      .update(sandboxCharges)
      .set(
        decision === 'authorize'
          ? { status: 'successful', authorized: true, paid: true, paidAt: now, updatedAt: now }
          : {
              status: 'failed',
              failureCode: 'failed_authentication',
              failureMessage: 'authentication failed',
              updatedAt: now,
            },
      )
      .where(
        and(
          eq(sandboxCharges.id, chargeId),
          eq(sandboxCharges.status, 'pending'),
          sql`${sandboxCharges.authorizeUri} is not null`,
          unexpired(now),
        ),
      )
      .returning();
    return this.settled(row);
  }

  /**
   * A refund row and the charge's refunded amount, in one transaction under the charge's row lock, so two
   * refunds at once can never give back more than was paid (Omise's rules: only a paid charge, at most
   * what is left).
   */
  async refund(chargeId: string, input: { amount: number; metadata?: Record<string, string> }): Promise<GatewayRefund> {
    if (!Number.isInteger(input.amount) || input.amount <= 0)
      throw new GatewayError('invalid_amount', 'amount must be a positive integer');
    return this.opts.db.transaction(async (tx) => {
      const [charge] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId)).for('update');
      if (!charge) throw new GatewayError('not_found', 'charge was not found', 404);
      if (charge.status !== 'successful' || !charge.paid)
        throw new GatewayError('failed_refund', 'charge is not paid');
      if (charge.refundedAmount + input.amount > charge.amount)
        throw new GatewayError('failed_refund', 'amount is more than what is left to refund');
      const now = this.opts.now();
      const [row] = await tx
        .insert(sandboxRefunds)
        .values({
          id: gatewayId('rfnd'),
          chargeId,
          amount: input.amount,
          currency: charge.currency,
          metadata: input.metadata ?? {},
          createdAt: now,
        })
        .returning();
      await tx
        .update(sandboxCharges)
        .set({ refundedAmount: charge.refundedAmount + input.amount, updatedAt: now })
        .where(eq(sandboxCharges.id, chargeId));
      return { id: row!.id, chargeId, amount: row!.amount, currency: row!.currency };
    });
  }

  /** The "simulate bank payment" control: a bank app paid the PromptPay QR of this charge. */
  async payPromptpay(chargeId: string): Promise<GatewayCharge | null> {
    const now = this.opts.now();
    const [row] = await this.opts.db
      .update(sandboxCharges)
      .set({ status: 'successful', authorized: true, paid: true, paidAt: now, updatedAt: now })
      .where(
        and(
          eq(sandboxCharges.id, chargeId),
          eq(sandboxCharges.status, 'pending'),
          sql`${sandboxCharges.sourceId} in (select id from sandbox_sources where type = 'promptpay')`,
          unexpired(now),
        ),
      )
      .returning();
    return this.settled(row);
  }

  /** Pending charges whose expiry passed become expired (each reported like any other change). */
  async expireDue(limit = 100): Promise<GatewayCharge[]> {
    const now = this.opts.now();
    const due = this.opts.db
      .select({ id: sandboxCharges.id })
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.status, 'pending'), lte(sandboxCharges.expiresAt, now)))
      .limit(limit);
    const rows = await this.opts.db
      .update(sandboxCharges)
      .set({
        status: 'expired',
        failureCode: 'expired_charge',
        failureMessage: 'charge expired',
        updatedAt: now,
      })
      .where(and(sql`${sandboxCharges.id} in (${due})`, eq(sandboxCharges.status, 'pending')))
      .returning();
    const out: GatewayCharge[] = [];
    for (const row of rows) out.push((await this.settled(row))!);
    return out;
  }

  private async settled(row: ChargeRow | undefined): Promise<GatewayCharge | null> {
    if (!row) return null;
    const charge = await this.view(row);
    await this.opts.onChargeUpdated?.(charge);
    return charge;
  }

  private async view(row: ChargeRow): Promise<GatewayCharge> {
    let source: GatewaySource | null = null;
    if (row.sourceId) {
      const [s] = await this.opts.db.select().from(sandboxSources).where(eq(sandboxSources.id, row.sourceId));
      source = s ? sourceView(s) : null;
    }
    return {
      id: row.id,
      amount: row.amount,
      currency: row.currency,
      status: row.status as GatewayCharge['status'],
      authorized: row.authorized,
      paid: row.paid,
      authorizeUri: row.authorizeUri,
      returnUri: row.returnUri,
      failureCode: row.failureCode,
      failureMessage: row.failureMessage,
      expiresAt: row.expiresAt,
      card:
        row.cardBrand && row.cardLastDigits
          ? {
              id: row.cardId,
              brand: row.cardBrand,
              lastDigits: row.cardLastDigits,
              name: '',
              expirationMonth: 0,
              expirationYear: 0,
            }
          : null,
      source,
      metadata: (row.metadata ?? {}) as Record<string, string>,
    };
  }
}

function unexpired(now: Date) {
  return sql`(${sandboxCharges.expiresAt} is null or ${sandboxCharges.expiresAt} > ${now.toISOString()})`;
}

function chargeOutcome(behaviour: SandboxCardBehaviour) {
  switch (behaviour) {
    case 'success':
      return {
        status: 'successful',
        authorized: true,
        paid: true,
        failureCode: null,
        failureMessage: null,
      } as const;
    case 'three_ds':
      return {
        status: 'pending',
        authorized: false,
        paid: false,
        failureCode: null,
        failureMessage: null,
      } as const;
    case 'declined':
      return {
        status: 'failed',
        authorized: false,
        paid: false,
        failureCode: 'payment_rejected',
        failureMessage: 'payment was rejected by the issuer',
      } as const;
  }
}

function tokenCard(row: {
  brand: string;
  lastDigits: string;
  name: string;
  expirationMonth: number;
  expirationYear: number;
}): Omit<GatewayCard, 'id'> {
  return {
    brand: row.brand,
    lastDigits: row.lastDigits,
    name: row.name,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
  };
}

function sourceView(row: SourceRow): GatewaySource {
  return {
    id: row.id,
    type: row.type as GatewaySource['type'],
    flow: row.flow as GatewaySource['flow'],
    amount: row.amount,
    currency: row.currency,
    scannableCode: row.type === 'promptpay' ? { payload: row.scannablePayload, imageUri: null } : null,
  };
}
