import { z } from 'zod';
import { citySchema } from './catalogue';
import { packageTypeCodes } from './catalogue-constants';

/** The config entity of GET /config.json, plus `realtime` and `version`, which only we need. */
export const configSchema = z.object({
  selectedPaymentProvider: z.enum(['omise', 'gbprimepay']),
  /**
   * Ours, additive (decision 0013): which card form the payment step uses — the sandbox's iframe, Omise.js,
   * or GB Prime Pay's tokenization — with that gateway's public key and (GB) API host. Absent = sandbox.
   */
  cardForm: z.enum(['sandbox', 'omise', 'gbprimepay']).optional(),
  paymentPublicKey: z.string().nullable().optional(),
  paymentApiUrl: z.string().nullable().optional(),
  cities: z.array(z.object({ id: z.string(), type: z.literal('cities'), attributes: citySchema })),
  packageList: z.array(z.object({ typeCode: z.enum(packageTypeCodes), name: z.string() })),
  dynamicPoints: z.object({
    referrerRewardPoint: z.number(),
    earlyBirdPoint: z.number(),
    maxReviews: z.number(),
  }),
  useAsyncBooking: z.boolean(),
  /** Seconds. */
  promptpayCountdown: z.number(),
  bannerVoucherUrl: z.string().nullable(),
  mobileBannerVoucherUrl: z.string().nullable(),
  enableGiftCardFeature: z.boolean(),
  features: z.object({
    voucherInMarketplace: z.boolean(),
    firstAppVoucher: z.boolean(),
    enableSaveCc: z.boolean(),
    enableSaveAddress: z.boolean(),
    enableMapbox: z.boolean(),
    enableSearchByDtp: z.boolean(),
    enableStorePage: z.boolean(),
  }),
  /** Where the PWA's firebase SDK connects (emulator host:port locally, the project's URL in production). */
  realtime: z.object({
    databaseUrl: z.string(),
    emulatorHost: z.string().nullable(),
    emulatorPort: z.number().nullable(),
  }),
  version: z.string(),
});
export type AppConfig = z.infer<typeof configSchema>;

export const configQuerySchema = z.object({ apiMinorVersion: z.coerce.number().int().min(0).optional() });
