import type { ChargeStatus } from '@/contract/payments';

/**
 * The payment gateway as the payments service sees it (raw card data never reaches us), shaped like Omise
 * so the sandbox and the Omise adapter are interchangeable: tokens come from the browser (the gateway's
 * own card form), sources for PromptPay and wallets, charges with a 3-D Secure / wallet authorize_uri,
 * customers holding saved cards (we store only their ids). Amounts are minor units.
 */
export type SourceType = 'promptpay' | 'truemoney' | 'shopeepay';

export interface GatewayCard {
  /** card_… for a saved card; null for a token's card. */
  id: string | null;
  brand: string;
  lastDigits: string;
  name: string;
  expirationMonth: number;
  expirationYear: number;
}

export interface GatewaySource {
  id: string;
  type: SourceType;
  /** offline: pay by scanning (PromptPay); redirect: the payer goes to authorize_uri (wallets). */
  flow: 'offline' | 'redirect';
  amount: number;
  currency: string;
  /** PromptPay: what the QR shows — an EMVCo payload (sandbox) or an image (Omise). */
  scannableCode: { payload: string | null; imageUri: string | null } | null;
}

export interface GatewayCharge {
  id: string;
  amount: number;
  currency: string;
  status: ChargeStatus;
  authorized: boolean;
  paid: boolean;
  /** 3-D Secure page (card) or wallet page (source with redirect flow); null when nothing to do. */
  authorizeUri: string | null;
  returnUri: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  expiresAt: Date | null;
  card: GatewayCard | null;
  source: GatewaySource | null;
  metadata: Record<string, string>;
}

/**
 * A charge past its expiry as our sweeper settles it: the gateway's final answer when it has one, otherwise
 * the still-pending charge read as expired (the diner can no longer pay it).
 */
export function chargeAtExpiry(charge: GatewayCharge): GatewayCharge {
  return charge.status !== 'pending' ? charge : { ...charge, status: 'expired', failureCode: 'expired_charge' };
}

export interface CreateChargeInput {
  amount: number;
  currency: string;
  /** A single-use token (tokn_…), or with `customer` a saved card id (card_…). */
  card?: string;
  customer?: string;
  /** A source (src_…) for PromptPay and wallets. */
  source?: string;
  /** Where the gateway sends the payer back after 3-D Secure or a wallet. */
  returnUri: string;
  /** When a still-pending charge stops being payable. */
  expiresAt?: Date;
  metadata?: Record<string, string>;
}

export interface CreateSourceInput {
  type: SourceType;
  amount: number;
  currency: string;
  /** TrueMoney: the wallet's phone number. */
  phoneNumber?: string;
}

export interface GatewayCustomer {
  id: string;
  email: string | null;
  cards: GatewayCard[];
}

/** Money given back on a paid charge (Omise's refund object). */
export interface GatewayRefund {
  id: string;
  chargeId: string;
  /** Minor units. */
  amount: number;
  currency: string;
}

/** What a gateway's callback brought (webhooks route), for gateways that do not sign the Omise way. */
export interface WebhookInput {
  rawBody: string;
  contentType: string | undefined;
  /** A query parameter of the callback URL (GB Prime Pay: our own signature on its background URL). */
  query: (name: string) => string | undefined;
}

export type WebhookRead =
  | { ok: true; event: { id: string; key: string; chargeId: string | null } }
  | { ok: false; status: 400 | 401; reason: string };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'omise' | 'gbprimepay';
  /**
   * Verifies and reads a callback of a gateway with its own scheme (GB Prime Pay). Absent: the Omise
   * scheme of webhook-signature.ts (sandbox, Omise).
   */
  readWebhook?(input: WebhookInput): WebhookRead;
  createSource(input: CreateSourceInput): Promise<GatewaySource>;
  createCharge(input: CreateChargeInput): Promise<GatewayCharge>;
  /** The gateway's current view of a charge; null when it does not know the id. */
  retrieveCharge(id: string): Promise<GatewayCharge | null>;
  /** A customer with the token's card saved on it (members with enableSaveCc). */
  createCustomer(input: { email: string | null; card: string }): Promise<GatewayCustomer>;
  /** Adds the token's card to an existing customer. */
  addCard(customerId: string, card: string): Promise<GatewayCustomer>;
  retrieveCustomer(customerId: string): Promise<GatewayCustomer | null>;
  /**
   * Removes a saved card from its customer (a member deleted it). A card the gateway no longer knows
   * counts as removed: deleting twice, or after the gateway dropped it, is not an error.
   */
  deleteCard(customerId: string, cardId: string): Promise<void>;
  /**
   * Gives back `amount` (minor units) of a paid charge: a cancelled prepaid booking. The gateway refuses
   * more than what is left to refund, and a charge that was never paid.
   */
  refund(chargeId: string, input: { amount: number; metadata?: Record<string, string> }): Promise<GatewayRefund>;
  /**
   * The leading digits (BIN) of the card a charge would take: an unused token's, or a customer's saved
   * card; null when unknown. Absent where the gateway does not report them (Omise's card object has only
   * the last four; GB Prime Pay's token is not read back), and then a bank-card voucher rests on the
   * number the diner gave when booking.
   */
  cardLeadingDigits?(ref: { card: string; customer?: string }): Promise<string | null>;
}

/** A refusal by the gateway (bad or used token, unknown customer…), with Omise's error code. */
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
