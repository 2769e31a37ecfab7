import type { GatewayCharge } from './gateway';

/**
 * The sandbox gateway's own pages: plain server-rendered HTML, English like a real gateway's test pages,
 * no inline script or style (sandbox-assets.ts). They stand for pages of another company: nothing here
 * comes from the PWA's code.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(title: string, body: string, opts: { script?: boolean; bodyClass?: string } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/sandbox-gateway/assets/sandbox.css">
${opts.script ? '<script src="/sandbox-gateway/assets/card-form.js" defer></script>\n' : ''}</head>
<body class="${opts.bodyClass ?? 'page'}">
${body}
</body>
</html>`;
}

export function formatAmount(minor: number, currency: string): string {
  const major = (minor / 100).toFixed(2);
  return currency === 'THB' ? `฿${major}` : `${currency} ${major}`;
}

export function cardFormPage(parentOrigin: string): string {
  return page(
    'Card details',
    `<form id="card-form" data-parent-origin="${escapeHtml(parentOrigin)}" novalidate>
  <label>Name on card <input name="name" autocomplete="cc-name" required></label>
  <label>Card number <input name="number" inputmode="numeric" autocomplete="cc-number" required></label>
  <div class="row">
    <label>Expiry (MM/YY) <input name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required></label>
    <label>Security code <input name="securityCode" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></label>
  </div>
  <p id="card-error" role="alert"></p>
  <p id="card-done" class="muted" aria-live="polite"></p>
  <button type="submit">Use this card</button>
  <p class="muted"><span class="badge">Sandbox</span> 4242 4242 4242 4242 pays · 4000 0000 0000 3063 asks for 3-D Secure · 4000 0000 0000 0002 is declined. Any future expiry, any 3 digits.</p>
</form>`,
    { script: true, bodyClass: 'card-form' },
  );
}

function chargeSummary(charge: GatewayCharge): string {
  return `<p class="amount">${escapeHtml(formatAmount(charge.amount, charge.currency))}</p>
<p class="muted">Charge <code>${escapeHtml(charge.id)}</code> · status <strong data-testid="charge-status">${escapeHtml(charge.status)}</strong></p>`;
}

function finishedNote(charge: GatewayCharge): string {
  return charge.returnUri
    ? `<p><a href="${escapeHtml(charge.returnUri)}">Return to the merchant</a></p>`
    : '';
}

export function authorizePage(charge: GatewayCharge): string {
  const card = charge.card ? `${charge.card.brand} •••• ${charge.card.lastDigits}` : 'Card';
  const open = charge.status === 'pending';
  return page(
    '3-D Secure',
    `<span class="badge">Sandbox</span>
<h1>3-D Secure verification</h1>
<p class="muted">${escapeHtml(card)}</p>
${chargeSummary(charge)}
${
  open
    ? `<form method="post" action="/sandbox-gateway/charges/${escapeHtml(charge.id)}/authorize">
  <p class="muted">Your bank asks you to confirm this payment.</p>
  <div class="actions">
    <button type="submit" name="decision" value="authorize">Authorize</button>
    <button type="submit" name="decision" value="fail" class="secondary">Fail</button>
  </div>
</form>`
    : finishedNote(charge)
}`,
  );
}

export function walletPage(charge: GatewayCharge): string {
  const wallet = charge.source?.type === 'shopeepay' ? 'ShopeePay' : 'TrueMoney Wallet';
  const open = charge.status === 'pending';
  return page(
    wallet,
    `<span class="badge">Sandbox</span>
<h1>${escapeHtml(wallet)}</h1>
${chargeSummary(charge)}
${
  open
    ? `<form method="post" action="/sandbox-gateway/charges/${escapeHtml(charge.id)}/authorize">
  <p class="muted">Pay the merchant from your ${escapeHtml(wallet)} balance.</p>
  <div class="actions">
    <button type="submit" name="decision" value="authorize">Pay</button>
    <button type="submit" name="decision" value="fail" class="secondary">Cancel</button>
  </div>
</form>`
    : finishedNote(charge)
}`,
  );
}

export function promptpayPage(charge: GatewayCharge, qrDataUri: string | null, now: Date): string {
  const payload = charge.source?.scannableCode?.payload ?? '';
  const open = charge.status === 'pending' && (!charge.expiresAt || charge.expiresAt > now);
  return page(
    'PromptPay',
    `<span class="badge">Sandbox</span>
<h1>PromptPay</h1>
${chargeSummary(charge)}
${qrDataUri ? `<img class="qr" src="${qrDataUri}" alt="PromptPay QR code">` : ''}
<p class="muted">Payload <code data-testid="promptpay-payload">${escapeHtml(payload)}</code></p>
${charge.expiresAt ? `<p class="muted">Payable until ${escapeHtml(charge.expiresAt.toISOString())}</p>` : ''}
${
  open
    ? `<form method="post" action="/sandbox-gateway/charges/${escapeHtml(charge.id)}/pay">
  <p class="muted">Stands for a bank app scanning the code and paying it.</p>
  <div class="actions"><button type="submit">Simulate bank payment</button></div>
</form>`
    : '<p class="muted">This QR code can no longer be paid.</p>'
}`,
  );
}

export function indexPage(
  charges: { id: string; kind: string; amount: number; currency: string; status: string; href: string }[],
): string {
  const rows = charges
    .map(
      (c) =>
        `<tr><td><a href="${escapeHtml(c.href)}">${escapeHtml(c.id)}</a></td><td>${escapeHtml(c.kind)}</td><td>${escapeHtml(formatAmount(c.amount, c.currency))}</td><td>${escapeHtml(c.status)}</td></tr>`,
    )
    .join('\n');
  return page(
    'Sandbox gateway',
    `<span class="badge">Sandbox</span>
<h1>Sandbox payment gateway</h1>
<p class="muted">The newest charges. Open one to pay its PromptPay QR, or to authorize or fail it.</p>
<table><thead><tr><th>Charge</th><th>Kind</th><th>Amount</th><th>Status</th></tr></thead><tbody>
${rows || '<tr><td colspan="4">No charges yet.</td></tr>'}
</tbody></table>`,
  );
}

export function messagePage(title: string, text: string): string {
  return page(
    title,
    `<span class="badge">Sandbox</span>\n<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`,
  );
}
