import {
  DESTINATIONS_MAX,
  type Destination,
  type DestinationInput,
  destinationEnvelope,
  destinationsEnvelope,
} from '@shop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';

/** 배송지 (spec §3 Destination, §7 me/destinations): the member's address book. */

const destinationsKey = ['me', 'destinations'] as const;

export const destinationsQuery = (_user: string | undefined) =>
  queryOptions({
    queryKey: [...destinationsKey, _user],
    // One page holds them all: a member keeps at most DESTINATIONS_MAX addresses.
    queryFn: async () =>
      (
        await api.list('/api/v1/me/destinations', destinationsEnvelope, {
          page: 1,
          pageSize: DESTINATIONS_MAX,
        })
      ).destinations,
    enabled: !!_user,
  });

export function useDestinations() {
  const _user = useSession((s) => s.payload?._user);
  return useQuery(destinationsQuery(_user));
}

/** The default first, then newest; what the address book and the order form list. */
export function sortDestinations(list: readonly Destination[]): Destination[] {
  return [...list].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt),
  );
}

export function useSaveDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ _id, input }: { _id?: string; input: DestinationInput }) =>
      (_id
        ? await api.put(`/api/v1/me/destinations/${_id}`, destinationEnvelope, input)
        : await api.post('/api/v1/me/destinations', destinationEnvelope, input)
      ).destination,
    onSettled: () => queryClient.invalidateQueries({ queryKey: destinationsKey }),
  });
}

export function useDeleteDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => api.delete(`/api/v1/me/destinations/${_id}`, null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: destinationsKey }),
  });
}

/** The whole address again with isDefault: the server makes the previous default an ordinary one. */
export const asDefault = (d: Destination): DestinationInput => ({
  title: d.title,
  name: d.name,
  phone: d.phone,
  email: d.email,
  postcode: d.postcode,
  address1: d.address1,
  address2: d.address2,
  isDefault: true,
});
