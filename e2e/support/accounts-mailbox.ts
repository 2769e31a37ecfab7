import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/** A fresh Thai mobile number per test (the local mailbox is read by number; the suite shares one database). */
export function freshThaiPhone(): string {
  return `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export function freshEmail(name: string): string {
  const project = test.info().project.name;
  return `${name}-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The newest 6-digit code texted to `phone` (+66, leading 0 dropped), from the local mailbox. */
export async function codeTextedTo(request: APIRequestContext, phone: string): Promise<string> {
  const to = `+66${phone.slice(1)}`;
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const texts = ((await res.json()) as { data: { channel: string; body: string }[] }).data;
      code = texts.find((text) => text.channel === 'sms')?.body.match(/\b(\d{6})\b/)?.[1];
      return code ?? null;
    })
    .not.toBeNull();
  return code!;
}
