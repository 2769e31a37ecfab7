import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CreditCardInput } from '@/domain/booking/card-expiry';

export interface CardFormFieldsProps {
  fields: CreditCardInput;
  onChange: (fields: CreditCardInput) => void;
  /** The card error's element, for aria-describedby. */
  errorId?: string;
}

/**
 * Our own card inputs, used with Omise.js and GB Prime Pay (their scripts tokenize fields of the page).
 * The values stay in the browser: useCardForm sends them to the gateway only, never to our API. Names
 * carry no `name` attribute, so no form submission can carry them either.
 */
export function CardFormFields({ fields, onChange, errorId }: CardFormFieldsProps) {
  const { t } = useLingui();
  const ids = { name: useId(), number: useId(), expiry: useId(), cvv: useId() };
  const set = (patch: Partial<CreditCardInput>) => onChange({ ...fields, ...patch });
  return (
    <div className="payment-card__fields" aria-describedby={errorId} data-testid="card-fields">
      <label htmlFor={ids.name}>{t`Name on card`}</label>
      <input
        id={ids.name}
        autoComplete="cc-name"
        value={fields.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <label htmlFor={ids.number}>{t`Card number`}</label>
      <input
        id={ids.number}
        autoComplete="cc-number"
        inputMode="numeric"
        value={fields.number}
        onChange={(e) => set({ number: e.target.value })}
      />
      <label htmlFor={ids.expiry}>{t`Expiry (MM/YY)`}</label>
      <input
        id={ids.expiry}
        autoComplete="cc-exp"
        placeholder="MM/YY"
        value={fields.expMonthYear}
        onChange={(e) => set({ expMonthYear: e.target.value })}
      />
      <label htmlFor={ids.cvv}>{t`Security code (CVV)`}</label>
      <input
        id={ids.cvv}
        autoComplete="cc-csc"
        inputMode="numeric"
        value={fields.securityCode}
        onChange={(e) => set({ securityCode: e.target.value })}
      />
    </div>
  );
}
