import { createElement } from 'react';
import { notifications } from '@mantine/notifications';
import { isAbortError } from '../api/client';
import { MessageWithReference, referenceOf } from './error-reference';
import { toastHostNeeded } from './toast-state';

const closeButtonProps = { 'aria-label': 'Dismiss' };

/**
 * SPEC 8: a call's non-200 msg is shown as an error toast; success messages as a toast too. With
 * the call's request id, the toast shows it as a reference to quote (and stays longer to copy it).
 */
export function toastError(message: string, reference?: string): void {
  toastHostNeeded.set(true);
  notifications.show({
    color: 'red',
    message: reference ? createElement(MessageWithReference, { message, id: reference }) : message,
    autoClose: reference ? 10_000 : 6000,
    closeButtonProps,
  });
}

export function toastSuccess(message: string): void {
  toastHostNeeded.set(true);
  notifications.show({ color: 'teal', message, autoClose: 4000, closeButtonProps });
}

/** Shows an API or network error; a cancelled call is not an error. */
export function toastFailure(
  err: unknown,
  fallback = 'Something went wrong. Please try again.',
): void {
  if (isAbortError(err)) return;
  toastError(err instanceof Error && err.message ? err.message : fallback, referenceOf(err));
}
