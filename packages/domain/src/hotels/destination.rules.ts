/** SPEC 9: the destination autocomplete asks 300 ms after the last key. */
export const DESTINATION_DEBOUNCE_MS = 300;

/** SPEC 5: an empty destination field gives no suggestions, so none are asked for. */
export function shouldSuggestDestinations(text: string): boolean {
  return text.trim().length > 0;
}
