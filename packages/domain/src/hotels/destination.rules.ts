/** SPEC 9: the destination autocomplete asks 300 ms after the last key. */
export const DESTINATION_DEBOUNCE_MS = 300;

/** SPEC 5: an empty destination field gives no suggestions, so none are asked for. */
export function shouldSuggestDestinations(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * Whether a hotel search ran on a place the traveller did not choose from the suggestions:
 * typed text only (the server took its best match), or a choice the server no longer knows.
 * The results then say which place was taken.
 */
export function destinationWasGuessed(chosenId: string, searchedId: string): boolean {
  return !chosenId || chosenId !== searchedId;
}
