import type { ServerContext } from '../../context';
import type { PaymentGateway } from './gateway';
import { GbPrimePayGateway } from './gbprimepay-gateway';
import { OmiseGateway } from './omise-gateway';
import { paymentsConfigFromEnv, type PaymentsConfig } from './payment-config';
import { expireDue, type PaymentsDeps } from './payment-service';
import { SandboxGateway } from './sandbox-gateway';
import { sandboxWebhookSender } from './sandbox-webhooks';

/** Everything the payments routes and the sweeper share; made once per server (server/http/app.ts). */
export interface PaymentsModule {
  deps: PaymentsDeps;
  /** The sandbox gateway when PAYMENT_GATEWAY=sandbox (its pages are mounted then), else null. */
  sandbox: SandboxGateway | null;
  /** GB Prime Pay when PAYMENT_GATEWAY=gbprimepay (its 3-D Secure form page is mounted then), else null. */
  gbPrimePay: GbPrimePayGateway | null;
}

export function createPaymentsModule(
  ctx: ServerContext,
  opts: { config?: PaymentsConfig; fetch?: typeof fetch; gateway?: PaymentGateway } = {},
): PaymentsModule {
  const config = opts.config ?? paymentsConfigFromEnv();
  const now = () => ctx.now?.() ?? new Date();
  let sandbox: SandboxGateway | null = null;
  let gbPrimePay: GbPrimePayGateway | null = null;
  let gateway: PaymentGateway;
  const webhookUrl = () => config.webhookUrl ?? `${ctx.config.publicUrl}/api/v5/payments/webhooks`;
  if (opts.gateway) {
    gateway = opts.gateway;
    if (gateway instanceof GbPrimePayGateway) gbPrimePay = gateway;
  } else if (config.gateway === 'omise')
    gateway = new OmiseGateway({ secretKey: config.omiseSecretKey!, fetch: opts.fetch });
  else if (config.gateway === 'gbprimepay') {
    const keys = config.gbPrimePay!;
    gbPrimePay = new GbPrimePayGateway({
      publicKey: keys.publicKey,
      secretKey: keys.secretKey,
      token: keys.token,
      baseUrl: keys.apiUrl,
      callbackSecret: config.webhookSecret,
      webhookUrl,
      secureFormUrl: (ref) => `${ctx.config.publicUrl}/api/v5/payments/gbprimepay/3ds/${encodeURIComponent(ref)}`,
      fetch: opts.fetch,
    });
    gateway = gbPrimePay;
  } else {
    sandbox = new SandboxGateway({
      db: ctx.db,
      // publicUrl is known only once the server listens: read it when a URL is made.
      origin: () => ctx.config.publicUrl,
      now,
      promptpay: config.sandboxPromptpay,
      onChargeUpdated: sandboxWebhookSender({
        url: webhookUrl,
        secret: config.webhookSecret,
        log: ctx.log,
        fetch: opts.fetch,
        nowSeconds: () => Math.floor(now().getTime() / 1000),
      }),
    });
    gateway = sandbox;
  }
  return { deps: { ctx, gateway, config, chargeOwners: [] }, sandbox, gbPrimePay };
}

/**
 * Expires what is due every `intervalMs` (PAYMENT_SWEEP_SECONDS, default 5 s): the sandbox's own pending
 * charges, then our pending payments (reservation cancelled, seats released). Every change is
 * compare-and-swap, so any number of server processes may run it. Returns the stop function.
 */
export function startPaymentSweeper(
  module: PaymentsModule,
  intervalMs = Number(process.env.PAYMENT_SWEEP_SECONDS ?? 5) * 1000,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = async (): Promise<void> => {
    try {
      await module.sandbox?.expireDue();
      await expireDue(module.deps);
      const now = module.deps.ctx.now?.() ?? new Date();
      for (const owner of module.deps.chargeOwners) await owner.expireDue(now);
    } catch (err) {
      module.deps.ctx.log.warn('payment sweep failed', { error: String(err) });
    }
  };
  const timer = setInterval(() => {
    running ??= sweep().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
