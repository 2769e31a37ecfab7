/** Book button of a package (tests/domain/catalogue/book-button.test.ts). */
export type BookButtonLabel = 'buy' | 'book' | 'order';

export interface BookButtonInput {
  isExpired: boolean;
  /** Sold as a prepaid ticket. */
  isTicket: boolean;
  /** A delivery / self-pickup package. */
  isDelivery: boolean;
}

export interface BookButton {
  label: BookButtonLabel;
  disabled: boolean;
}

/** Expired → disabled. Label: buy for tickets, order for delivery, book for experience and dine-in. */
export function bookButton(pkg: BookButtonInput): BookButton {
  const label: BookButtonLabel = pkg.isTicket ? 'buy' : pkg.isDelivery ? 'order' : 'book';
  return { label, disabled: pkg.isExpired };
}
