import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isRefusal } from '@/api/api-error';
import { brandAccepted, type OfferedMethod } from '@/domain/payments/available-methods';
import { purchaseMethods } from '@/domain/payments/purchase-methods';
import { checkWalletPhone } from '@/domain/payments/wallet-phone';
import { currentCardChoice } from '@/domain/saved-cards/card-choice';
import { configQuery } from '@/entities/config/config-query';
import { cardFormOf } from '@/entities/payment/card-form-kind';
import { cardNotAcceptedMessage } from '@/entities/payment/card-messages';
import type { StartPaymentBody } from '@/entities/payment/payment-calls';
import type { CardChoice } from '@/entities/payment/saved-card-picker';
import { useCardForm } from '@/entities/payment/use-card-form';
import { savedCardsKey } from '@/entities/saved-card/saved-card-query';
import { useSavedCardList } from '@/entities/saved-card/use-saved-card-list';
import { sessionStore } from '@/entities/session/session';
import { useStore } from '@/lib/create-store';
import { useLanguage } from '@/lib/use-language';

export interface PurchasePaymentOptions {
  /** The order's currency: PromptPay and the Thai wallets pay baht only. */
  currency: string;
  /** The restaurant's accepted card brands; null for what we sell ourselves (any brand the gateway takes). */
  acceptedCreditCards: readonly string[] | null;
  /** The restaurant's card provider key, when it has its own (else config.json's). */
  publicKey?: string | null;
}

export type PurchasePayment = ReturnType<typeof usePurchasePayment>;

/**
 * The payment part of a buy page (gift card, package ticket, restaurant voucher): the methods the config
 * allows (purchaseMethods), the chosen one, the gateway's card form (the same one as step 5, so the card
 * reaches only the gateway), a member's saved cards and the "save this card" choice (with the config's
 * enableSaveCc, as step 5) and the TrueMoney number. A page calls `paymentBody()` when its own fields are
 * fine and sends the answer as its request's `payment`; null means the page already shows what to fix.
 * The server opens the charge; its card 3-D Secure page or wallet page comes back as a URL to leave for.
 */
export function usePurchasePayment(options: PurchasePaymentOptions) {
  const lang = useLanguage();
  const config = useQuery(configQuery(lang));
  const cardForm = cardFormOf(config.data);
  const card = useCardForm(cardForm);
  const offered = config.data
    ? purchaseMethods({
        provider: config.data.selectedPaymentProvider,
        publicKey: options.publicKey ?? config.data.paymentPublicKey,
        acceptedCreditCards: options.acceptedCreditCards,
        currency: options.currency,
        gateway: cardForm.kind,
      })
    : // No config (it failed to load): PromptPay needs none of its keys, so a baht order can still pay.
      config.isError && options.currency === 'THB'
      ? (['promptpay'] satisfies OfferedMethod[])
      : null;
  const member = useStore(sessionStore);
  const queryClient = useQueryClient();
  const cardOffered = offered?.includes('card') ?? false;
  const canSaveCard = Boolean(config.data?.features.enableSaveCc) && member !== null;
  const email = member?.email ?? null;
  // The new card form works whatever the list does; the list's state is only said beside it.
  const { cards, note: savedCardsState } = useSavedCardList(email, { canSave: canSaveCard, needed: cardOffered });
  const [now] = useState(() => new Date());
  const [pickedCard, setPickedCard] = useState<CardChoice | null>(null);
  const cardChoice: CardChoice = currentCardChoice(cards, pickedCard, now);
  const [saveCard, setSaveCard] = useState(false);
  // What the last request paid with: a token pays once; a saved (or saving) card changes the list.
  const sent = useRef<{ token: boolean; listChanges: boolean }>({ token: false, listChanges: false });
  const [picked, setPicked] = useState<OfferedMethod | null>(null);
  const method: OfferedMethod | null = offered
    ? picked && offered.includes(picked)
      ? picked
      : (offered[0] ?? null)
    : null;
  const [phone, setPhoneValue] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);

  const choose = (next: OfferedMethod) => {
    setPicked(next);
    setCardError(null);
    setPhoneError(null);
  };
  const chooseCard = (next: CardChoice) => {
    setPickedCard(next);
    setCardError(null);
  };
  const setPhone = (value: string) => {
    setPhoneValue(value);
    setPhoneError(null);
  };

  /** The request's `payment` for the chosen method, or null with the reason shown beside the method. */
  const paymentBody = async (): Promise<StartPaymentBody | null> => {
    setCardError(null);
    setPhoneError(null);
    if (!method) return null;
    sent.current = { token: false, listChanges: false };
    if (method === 'card' && cardChoice.kind === 'saved') {
      const { brand, id } = cardChoice.card;
      if (options.acceptedCreditCards && !brandAccepted(brand, options.acceptedCreditCards)) {
        setCardError(cardNotAcceptedMessage(brand));
        return null;
      }
      sent.current = { token: false, listChanges: true };
      return { method: 'card', cardId: id };
    }
    if (method === 'card') {
      const result = await card.tokenize();
      if (!result.ok) {
        setCardError(result.message);
        return null;
      }
      const { brand } = result.value.card;
      if (options.acceptedCreditCards && !brandAccepted(brand, options.acceptedCreditCards)) {
        setCardError(cardNotAcceptedMessage(brand));
        return null;
      }
      const saving = canSaveCard && saveCard;
      sent.current = { token: true, listChanges: saving };
      return saving ? { method: 'card', token: result.value.token, saveCard: true } : { method: 'card', token: result.value.token };
    }
    if (method === 'true_wallet') {
      const checked = checkWalletPhone(phone);
      if (!checked.ok) {
        setPhoneError(
          checked.refusal === 'walletPhoneEmpty'
            ? i18n._(msg`Please enter your TrueMoney phone number`)
            : i18n._(msg`Please enter a Thai mobile number, e.g. 081 234 5678`),
        );
        return null;
      }
      return { method, phoneNumber: checked.phone };
    }
    return { method };
  };

  /**
   * After the server answered, either way: a card token pays once, so the next attempt asks the form
   * again. A refused card is said under the card form (true); anything else is the page's to say (false).
   */
  const settle = (error?: unknown): boolean => {
    if (sent.current.token) card.consume();
    // A card saved with this order (or a saved card refused, e.g. deleted elsewhere): the lists read it again.
    if (sent.current.listChanges) void queryClient.invalidateQueries({ queryKey: savedCardsKey(email) });
    sent.current = { token: false, listChanges: false };
    if (error !== undefined && method === 'card' && isRefusal(error)) {
      setCardError(error.message);
      return true;
    }
    return false;
  };

  /** The order's answer says the card was declined at once (no 3-D Secure): said under the card form. */
  const declined = () => {
    setCardError(i18n._(msg`Your card was declined. Please try another card or payment method.`));
  };

  return {
    offered,
    method,
    choose,
    card,
    cardForm,
    cardError,
    phone,
    setPhone,
    phoneError,
    acceptedCreditCards: options.acceptedCreditCards,
    canSaveCard,
    saveCard,
    setSaveCard,
    savedCards: cards,
    savedCardsState,
    cardChoice,
    chooseCard,
    now,
    paymentBody,
    settle,
    declined,
  };
}

/**
 * Where the order's answer sends the buyer: the gateway's 3-D Secure page or the wallet (it returns to the
 * order's page through the server's return_uri), else null (stay in the app).
 */
export function leaveForPayment(url: string | null | undefined): boolean {
  if (!url) return false;
  window.location.assign(url);
  return true;
}
