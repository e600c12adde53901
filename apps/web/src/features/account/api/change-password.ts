import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@farewise/domain/auth/auth.schemas';
import { requestEnvelope } from '../../../shared/api/client';

/** POST /v3/changePass (signed in): success revokes the account's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => {
      const { msg } = await requestEnvelope<unknown>('/v3/changePass', { method: 'POST', body });
      return { msg };
    },
  });
}
