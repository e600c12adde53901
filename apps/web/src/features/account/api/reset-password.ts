import { useMutation } from '@tanstack/react-query';
import { requestEnvelope } from '../../../shared/api/client';

/** POST /v2/resetPassword {email, new_pass, code (number)} (SPEC 7). */
export async function resetPassword(input: { email: string; new_pass: string; code: number }) {
  const { msg } = await requestEnvelope<unknown>('/v2/resetPassword', {
    method: 'POST',
    body: input,
  });
  return { msg };
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
