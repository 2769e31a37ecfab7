import { availableMethods, type MethodsInput, type OfferedMethod } from '@/domain/payments/available-methods';

export interface PurchaseMethodsInput extends Omit<MethodsInput, 'acceptedCreditCards' | 'isWallet'> {
  /**
   * The restaurant's accepted card brands (a package ticket); null for what we sell ourselves (a gift
   * card), where any brand the gateway takes will do.
   */
  acceptedCreditCards: readonly string[] | null;
}

/**
 * The methods a buy page (gift card, package ticket, restaurant voucher) offers: the same rule as step 5
 * (card with a usable provider and an accepted brand, PromptPay and the Thai wallets in baht only, no
 * wallets through GB Prime Pay) without step 5's wallet flag, and with PromptPay first, so a page that
 * offered PromptPay alone keeps it as the one chosen when it opens.
 */
export function purchaseMethods(input: PurchaseMethodsInput): OfferedMethod[] {
  const { acceptedCreditCards, ...rest } = input;
  const methods = availableMethods({
    ...rest,
    // Our own sale takes every brand: any non-empty list lets the card through the shared rule.
    acceptedCreditCards: acceptedCreditCards ?? ['any'],
    isWallet: false,
  });
  return [...methods.filter((m) => m === 'promptpay'), ...methods.filter((m) => m !== 'promptpay')];
}
