import { useMutation } from '@tanstack/react-query';
import type { SignInResult } from '@farewise/domain/auth/auth.schemas';
import { requestEnvelope } from '../../../shared/api/client';

/**
 * POST /v3/register {email, password, code (number)}: signs the new traveller in (SPEC 4, 7).
 * session is null when the answer carries no token (no one is signed in then).
 */
export async function register(input: { email: string; password: string; code: number }) {
  const { data, msg } = await requestEnvelope<SignInResult | null>('/v3/register', {
    method: 'POST',
    body: input,
  });
  return { session: data?.token ? data : null, msg };
}

export const useRegister = () => useMutation({ mutationFn: register });
