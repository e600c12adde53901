import { createExternalStore, useExternalStore } from '../storage/external-store';

/**
 * Which site-wide dialog is open (SPEC 4, dialog flags). One dialog at a time: opening one
 * closes the others, so Login and Register swap through their links. The app shell renders
 * the dialogs; any page opens them with the functions below.
 */
export interface LoginOptions {
  /**
   * Shows the 'No, just book it' guest link; called when the traveller chooses it.
   * Pass it only when the dialog is opened from a booking action (SPEC 6).
   */
  onContinueAsGuest?: () => void;
  /** Where to go after signing in when no saved hotel or flight booking applies. */
  returnTo?: string;
}

export interface DialogState {
  loginShow: boolean;
  registerShow: boolean;
  forgotPwdShow: boolean;
  agreementShow: boolean;
  login: LoginOptions;
}

const closed: DialogState = {
  loginShow: false,
  registerShow: false,
  forgotPwdShow: false,
  agreementShow: false,
  login: {},
};

export const dialogStore = createExternalStore<DialogState>(closed);

export const openLogin = (options: LoginOptions = {}) =>
  dialogStore.set({ ...closed, loginShow: true, login: options });
/** Keeps the login options (guest link, return path) so 'Log In' from Register goes back to the same. */
export const openRegister = () =>
  dialogStore.set((s) => ({ ...closed, registerShow: true, login: s.login }));
export const openForgotPassword = () =>
  dialogStore.set((s) => ({ ...closed, forgotPwdShow: true, login: s.login }));
export const backToLogin = () =>
  dialogStore.set((s) => ({ ...closed, loginShow: true, login: s.login }));
/** Terms and Conditions open over whatever else is open. */
export const openAgreement = () => dialogStore.set((s) => ({ ...s, agreementShow: true }));
export const closeAgreement = () => dialogStore.set((s) => ({ ...s, agreementShow: false }));
export const closeDialogs = () => dialogStore.set(closed);

export function useDialogFlag(flag: Exclude<keyof DialogState, 'login'>): boolean {
  return useExternalStore(dialogStore, (s) => s[flag]);
}

export function useLoginOptions(): LoginOptions {
  return useExternalStore(dialogStore, (s) => s.login);
}
