import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SANDBOX_ERROR_MESSAGE,
  SANDBOX_TOKEN_MESSAGE,
  sandboxTokenMessageSchema,
  type SandboxTokenMessage,
} from '@/contract/payments';
import type { CreditCardInput } from '@/domain/booking/card-expiry';
import { EMPTY_CARD_FIELDS } from '@/entities/payment/card-form-fields-check';
import { SANDBOX_CARD_FORM, type CardFormConfig } from '@/entities/payment/card-form-kind';
import { loadOmiseJs } from '@/entities/payment/card-form-omise';
import { tokenizeOwnFields } from '@/entities/payment/card-form-own';
import { cardErrorMessage, cardFormUnavailableMessage } from '@/entities/payment/card-messages';

/** How long the gateway's form may take to tokenize before we give up. */
const TOKENIZE_TIMEOUT_MS = 20_000;
const SUBMIT_MESSAGE = 'sandbox-gateway:submit';
const READY_MESSAGE = 'sandbox-gateway:ready';

export type CardToken = Pick<SandboxTokenMessage, 'token' | 'card'>;
export type TokenizeResult = { ok: true; value: CardToken } | { ok: false; message: string };

/** The gateway's card form page; it answers only to the origin it was opened for. */
export function cardFormSrc(origin: string): string {
  return `/sandbox-gateway/card-form?origin=${encodeURIComponent(origin)}`;
}

/**
 * The sandbox gateway's card form in an iframe (decision 0013). The card number is typed into the
 * gateway's page and posted by that page to the gateway; the PWA only ever receives the single-use token
 * through postMessage, from that frame and that origin. `tokenize()` asks the form to submit itself (the
 * diner pressed our Pay button) unless the diner already pressed the form's own button.
 *
 * With Omise or GB Prime Pay (config.json cardForm, `form`) the fields are ours (`fields`, card-form-fields.tsx)
 * and `tokenize()` sends them from the browser to the gateway (card-form-own.ts); Omise.js is loaded
 * only then, never with the sandbox.
 */
export function useCardForm(form: CardFormConfig = SANDBOX_CARD_FORM) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [ready, setReady] = useState(false);
  const [token, setToken] = useState<CardToken | null>(null);
  const waiting = useRef<((result: TokenizeResult) => void) | null>(null);
  const tokenRef = useRef<CardToken | null>(null);
  const readyRef = useRef(false);
  // Pay pressed before the form's script listens: the submit is sent once it says it is ready.
  const submitWhenReady = useRef(false);
  const [fields, setFields] = useState<CreditCardInput>(EMPTY_CARD_FIELDS);
  const fieldsRef = useRef(fields);
  const formRef = useRef(form);
  useEffect(() => {
    fieldsRef.current = fields;
    formRef.current = form;
  });

  // Omise.js is fetched ahead of the Pay press, and only when the server is configured for Omise.
  useEffect(() => {
    if (form.kind === 'omise') loadOmiseJs().catch(() => {});
  }, [form.kind]);

  const askToSubmit = useCallback(() => {
    frameRef.current?.contentWindow?.postMessage({ type: SUBMIT_MESSAGE }, window.location.origin);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (!frame || event.source !== frame.contentWindow || event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; message?: unknown } | null;
      if (!data || typeof data !== 'object') return;
      if (data.type === READY_MESSAGE) {
        readyRef.current = true;
        setReady(true);
        if (submitWhenReady.current) {
          submitWhenReady.current = false;
          askToSubmit();
        }
        return;
      }
      if (data.type === SANDBOX_TOKEN_MESSAGE) {
        const parsed = sandboxTokenMessageSchema.safeParse(data);
        if (!parsed.success) return;
        const value = { token: parsed.data.token, card: parsed.data.card };
        tokenRef.current = value;
        setToken(value);
        waiting.current?.({ ok: true, value });
        waiting.current = null;
        return;
      }
      if (data.type === SANDBOX_ERROR_MESSAGE) {
        const message = cardErrorMessage(typeof data.message === 'string' ? data.message : '');
        waiting.current?.({ ok: false, message });
        waiting.current = null;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [askToSubmit]);

  const tokenize = useCallback((): Promise<TokenizeResult> => {
    if (formRef.current.kind !== 'sandbox') return tokenizeOwnFields(formRef.current, fieldsRef.current);
    if (tokenRef.current) return Promise.resolve({ ok: true, value: tokenRef.current });
    if (!frameRef.current?.contentWindow) return Promise.resolve({ ok: false, message: cardFormUnavailableMessage() });
    return new Promise<TokenizeResult>((resolve) => {
      const timer = setTimeout(() => {
        if (waiting.current === settle) waiting.current = null;
        submitWhenReady.current = false;
        resolve({ ok: false, message: cardFormUnavailableMessage() });
      }, TOKENIZE_TIMEOUT_MS);
      function settle(result: TokenizeResult) {
        clearTimeout(timer);
        resolve(result);
      }
      waiting.current = settle;
      if (readyRef.current) askToSubmit();
      else submitWhenReady.current = true;
    });
  }, [askToSubmit]);

  /** A token is single use: once a payment used it, the next attempt needs the card again. */
  const consume = useCallback(() => {
    tokenRef.current = null;
    setToken(null);
  }, []);

  return { frameRef, ready, token, tokenize, consume, fields, setFields };
}
