/**
 * The sandbox pages' only script and style sheet, served as files from /sandbox-gateway/assets/ so the
 * pages need no inline code (the CSP allows scripts and styles from our own origin only).
 *
 * card-form.js: checks the fields (the expiry is split on a slash into month and year, every
 * field must be filled), posts the card to the sandbox's own /sandbox-gateway/tokens — never to /api/v5
 * — and hands the single-use token to the parent window with postMessage, to the one origin the page
 * was opened for. The parent may also ask it to submit ({ type: 'sandbox-gateway:submit' }).
 */
export const CARD_FORM_JS = `'use strict';
(function () {
  var form = document.getElementById('card-form');
  if (!form) return;
  var parentOrigin = form.getAttribute('data-parent-origin') || window.location.origin;
  var errorBox = document.getElementById('card-error');
  var doneBox = document.getElementById('card-done');
  var button = form.querySelector('button[type="submit"]');
  function tell(message) {
    if (window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }
  function fail(text) {
    errorBox.textContent = text;
    doneBox.textContent = '';
    tell({ type: 'sandbox-gateway:error', message: text });
  }
  function field(name) {
    var input = form.elements.namedItem(name);
    return input && 'value' in input ? String(input.value).trim() : '';
  }
  async function submit() {
    var name = field('name');
    var number = field('number').replace(/[\\s-]/g, '');
    var expiry = field('expiry');
    var code = field('securityCode');
    if (!name || !number || !expiry || !code) return fail('Please fill in every card field');
    var parts = expiry.split('/');
    if (parts.length !== 2 || !/^\\d{1,2}$/.test(parts[0].trim()) || !/^\\d{2}(\\d{2})?$/.test(parts[1].trim()))
      return fail('Expiry must be MM/YY');
    var month = Number(parts[0]);
    var year = Number(parts[1]);
    if (year < 100) year += 2000;
    button.disabled = true;
    try {
      var res = await fetch('/sandbox-gateway/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ name: name, number: number, expiration_month: month, expiration_year: year, security_code: code }),
      });
      var body = await res.json();
      if (!res.ok) return fail(body.message || 'This card was not accepted');
      form.reset();
      errorBox.textContent = '';
      doneBox.textContent = body.card.brand + ' •••• ' + body.card.last_digits;
      tell({
        type: 'sandbox-gateway:token',
        token: body.id,
        card: { brand: body.card.brand, lastDigits: body.card.last_digits, name: body.card.name },
      });
    } catch (e) {
      fail('Network error, please try again');
    } finally {
      button.disabled = false;
    }
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    void submit();
  });
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || !event.data || event.data.type !== 'sandbox-gateway:submit') return;
    if (typeof form.requestSubmit === 'function') form.requestSubmit();
    else void submit();
  });
  tell({ type: 'sandbox-gateway:ready' });
})();
`;

export const SANDBOX_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Thai", sans-serif; }
body { margin: 0; padding: 16px; color: #1f2933; background: #fff; }
body.page { max-width: 480px; margin: 24px auto; }
h1 { font-size: 1.25rem; margin: 0 0 4px; }
.badge { display: inline-block; padding: 2px 8px; border-radius: 999px; background: #fde68a; color: #713f12; font-size: .75rem; font-weight: 600; }
.amount { font-size: 1.75rem; font-weight: 700; margin: 12px 0; }
.muted { color: #52606d; font-size: .875rem; }
form { display: grid; gap: 12px; }
label { display: grid; gap: 4px; font-size: .875rem; font-weight: 600; }
input { font: inherit; padding: 10px 12px; border: 1px solid #9aa5b1; border-radius: 8px; box-sizing: border-box; width: 100%; min-width: 0; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.actions { display: flex; gap: 12px; flex-wrap: wrap; }
button { font: inherit; font-weight: 600; padding: 10px 16px; border-radius: 8px; border: 0; background: #b91c1c; color: #fff; cursor: pointer; min-height: 44px; }
button.secondary { background: #e4e7eb; color: #1f2933; }
button:disabled { opacity: .6; cursor: progress; }
[role="alert"] { color: #b91c1c; min-height: 1.2em; margin: 0; }
.qr { width: 240px; height: 240px; image-rendering: pixelated; display: block; margin: 12px 0; }
code { word-break: break-all; font-size: .75rem; }
table { border-collapse: collapse; width: 100%; font-size: .875rem; }
td, th { text-align: left; padding: 6px 4px; border-bottom: 1px solid #e4e7eb; }
`;
