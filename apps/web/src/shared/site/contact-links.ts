/** A tel: link for a phone number as site info writes it ('+61 2 8000 1234'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
