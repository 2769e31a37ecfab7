/**
 * GB Prime Pay's card tokenization from the browser (PAYMENT_GATEWAY=gbprimepay; decision 0013):
 * POST {api}/v2/tokens with the public key as Basic auth, straight to GB — the number never reaches our
 * server, which only gets the token to charge. The one call of the client to another party's API
 * (tests/entities/payment/payment-card-forms.test.tsx stubs it with GB-shaped answers).
 */
export interface GbCard {
  number: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
  name: string;
}

export async function requestGbPrimePayToken(
  apiUrl: string,
  publicKey: string,
  card: GbCard,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<{ ok: true; token: string } | { ok: false; message: string }> {
  let res: Response;
  try {
    res = await fetchFn(`${apiUrl}/v2/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa(`${publicKey}:`)}` },
      body: JSON.stringify({
        rememberCard: false,
        // GB takes the year in two digits.
        card: { ...card, expirationYear: card.expirationYear.slice(-2) },
      }),
    });
  } catch {
    return { ok: false, message: 'Network Error' };
  }
  const json = (await res.json().catch(() => null)) as {
    resultCode?: string;
    resultMessage?: string;
    card?: { token?: string };
  } | null;
  const token = json?.card?.token;
  if (!res.ok || json?.resultCode !== '00' || !token)
    return { ok: false, message: json?.resultMessage ?? `GB Prime Pay answered ${res.status}` };
  return { ok: true, token };
}
