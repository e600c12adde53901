import { useMutation } from '@tanstack/react-query';
import type { SignInResult } from '@farewise/domain/auth/auth.schemas';
import { requestEnvelope } from '../../../shared/api/client';

/** POST /v3/login {mail, password}: a token, and a msg to toast (SPEC 7, 8). */
export async function login(input: { mail: string; password: string }) {
  const { data, msg } = await requestEnvelope<SignInResult>('/v3/login', {
    method: 'POST',
    body: input,
  });
  return { session: data, msg };
}

export const useLogin = () => useMutation({ mutationFn: login });
