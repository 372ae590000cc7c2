import { likeEnvelope, likesEnvelope } from '@shop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { api, errorMessage, isApiError } from '@/lib/api-client.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';

/**
 * 좋아요 (spec §4): a member's likes. Every card needs to know whether its product is liked, so the
 * member's likes are fetched once (the newest 100, the API's largest page) and kept in the query
 * cache as product → like id; toggling updates that index at once and refetches the likes after.
 */

const INDEX_LIMIT = 100;
type LikeIndex = { _id: string; _product: string }[];

const likesKey = ['me', 'likes'] as const;

export const likesIndexQuery = (_user: string | undefined) =>
  queryOptions({
    queryKey: [...likesKey, 'index', _user],
    queryFn: async (): Promise<LikeIndex> => {
      const { likes } = await api.list('/api/v1/me/likes', likesEnvelope, { page: 1, pageSize: INDEX_LIMIT });
      return likes.map(({ _id, _product }) => ({ _id, _product }));
    },
    enabled: !!_user,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** /mypage/likes: the member's likes with their product cards, newest first. */
export const myLikesQuery = (_user: string | undefined, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...likesKey, 'list', _user, { page, pageSize }],
    queryFn: () =>
      api.list('/api/v1/me/likes', likesEnvelope, { query: { withPopulate: 'true' }, page, pageSize }),
    enabled: !!_user,
    staleTime: 0,
  });

const LikeIndexContext = createContext<ReadonlyMap<string, string>>(new Map());

/**
 * Reads the member's likes once for the whole page (the shop's layout holds it): a page of cards
 * shares one query and one index instead of an observer and a map per card, which a phone would
 * build and subscribe two dozen times while it hydrates. A guest's index is empty.
 */
export function LikeIndexProvider({ children }: { children: ReactNode }) {
  const _user = useSession((s) => s.payload?._user);
  const loggedIn = useSession(isLoggedIn);
  const index = useQuery({ ...likesIndexQuery(_user), enabled: loggedIn && !!_user });
  const value = useMemo(() => new Map((index.data ?? []).map((l) => [l._product, l._id])), [index.data]);
  return createElement(LikeIndexContext, { value }, children);
}

/** The member's likes as product → like id (empty for a guest). */
export const useLikeIndex = () => useContext(LikeIndexContext);

/**
 * The heart of one product: whether it is liked, and a toggle that deletes the like when there is
 * one and creates it otherwise. The card shows the new state at once; a failure puts it back and
 * tells the member why.
 */
export function useProductLike(_product: string) {
  const queryClient = useQueryClient();
  const _user = useSession((s) => s.payload?._user);
  const index = useLikeIndex();
  const indexKey = likesIndexQuery(_user).queryKey;
  const _like = index.get(_product);

  const mutation = useMutation({
    mutationFn: async (like: string | undefined) => {
      if (like) {
        await api.delete(`/api/v1/me/likes/${like}`, null).catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return; // already gone: the goal is reached
          throw error;
        });
        return null;
      }
      return (await api.post('/api/v1/me/likes', likeEnvelope, { _product })).like;
    },
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: indexKey });
      const before = queryClient.getQueryData(indexKey);
      queryClient.setQueryData(indexKey, (list: LikeIndex = []) =>
        like ? list.filter((l) => l._product !== _product) : [{ _id: '', _product }, ...list],
      );
      return { before };
    },
    onSuccess: (created) => {
      if (created) {
        queryClient.setQueryData(indexKey, (list: LikeIndex = []) =>
          list.map((l) => (l._product === _product ? { _id: created._id, _product } : l)),
        );
      }
    },
    onError: (error, _like, context) => {
      queryClient.setQueryData(indexKey, context?.before);
      if (!(isApiError(error) && error.status === 403)) window.alert(errorMessage(error)); // 403 alerts itself
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: likesKey }),
  });

  return {
    liked: index.has(_product),
    busy: mutation.isPending,
    toggle: () => {
      if (mutation.isPending) return;
      mutation.mutate(_like);
    },
  };
}
