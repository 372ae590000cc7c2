import {
  type ConsoleUserEditBody,
  consoleMemberRequestEnvelope,
  consoleUserEnvelope,
  type SponsorChangeBody,
  type UserCloseBody,
  type UserType,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** GET /api/console/users/:_id: profile, sponsor, agreements and history. */
export const userDetailQuery = (_id: string) =>
  queryOptions({
    queryKey: ['console', 'users', 'detail', _id],
    queryFn: async () =>
      (await api.get(`/api/console/users/${encodeURIComponent(_id)}`, consoleUserEnvelope)).user,
  });

/** PUT /api/console/users/:_id/type: change a member's type with a recorded reason. */
export function useChangeUserType(_id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { type: UserType; reason: string }) =>
      (await api.put(`/api/console/users/${encodeURIComponent(_id)}/type`, consoleUserEnvelope, body)).user,
    onSuccess: (user) => {
      queryClient.setQueryData(userDetailQuery(_id).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: ['console', 'users', 'list'] });
    },
  });
}

/** DELETE /api/console/users/:_id: close a member's account (탈퇴 처리) with a recorded reason. */
export function useCloseUser(_id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserCloseBody) =>
      (await api.delete(`/api/console/users/${encodeURIComponent(_id)}`, consoleUserEnvelope, { body })).user,
    onSuccess: (user) => {
      queryClient.setQueryData(userDetailQuery(_id).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: ['console', 'users', 'list'] });
    },
  });
}

/** PUT /api/console/users/:_id/requests/:_request: 정회원 전환 신청 반려 with a reason the member sees. */
export function useRejectRequest(_id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ _request, reason }: { _request: string; reason: string }) =>
      (
        await api.put(
          `/api/console/users/${encodeURIComponent(_id)}/requests/${encodeURIComponent(_request)}`,
          consoleMemberRequestEnvelope,
          { status: 'REJECTED', reason },
        )
      ).request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userDetailQuery(_id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['console', 'users', 'list'] });
    },
  });
}

/** PUT /api/console/users/:_id and /:_id/sponsor: an edit carrying the updatedAt the screen showed (409 when stale). */
function useMemberEdit<Body>(_id: string, path: '' | '/sponsor') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) =>
      (await api.put(`/api/console/users/${encodeURIComponent(_id)}${path}`, consoleUserEnvelope, body)).user,
    onSuccess: (user) => {
      queryClient.setQueryData(userDetailQuery(_id).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: ['console', 'users', 'list'] });
    },
  });
}

export const useEditMember = (_id: string) => useMemberEdit<ConsoleUserEditBody>(_id, '');
export const useChangeSponsor = (_id: string) => useMemberEdit<SponsorChangeBody>(_id, '/sponsor');
