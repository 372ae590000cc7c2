import { type JoinBody, userEnvelope } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /api/v1/users: 회원가입. */
export function useJoin() {
  return useMutation({
    mutationFn: async (body: JoinBody) => (await api.post('/api/v1/users', userEnvelope, body)).user,
  });
}
