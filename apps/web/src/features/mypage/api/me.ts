import { type LeaveBody, type MyInfoBody, userEnvelope, verifyEnvelope } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/** POST /api/v1/me/verify: re-entering the password gives a short-lived verification token. */
export function useVerifyPassword() {
  return useMutation({
    mutationFn: (password: string) => api.post('/api/v1/me/verify', verifyEnvelope, { password }),
  });
}

/** PUT /api/v1/me/info: 회원정보 수정. The answer replaces the member in the session and the cache. */
export function useUpdateMyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MyInfoBody) => (await api.put('/api/v1/me/info', userEnvelope, body)).user,
    onSuccess: (user) => {
      session.setUser(user);
      queryClient.setQueryData(['me', 'info', user._id], user);
    },
  });
}

/** POST /api/v1/me/withdraw: 회원탈퇴 (204). */
export function useLeave() {
  return useMutation({
    mutationFn: (body: LeaveBody) => api.post('/api/v1/me/withdraw', null, body),
  });
}
