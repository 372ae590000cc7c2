import {
  type CouponIssueInput,
  couponEnvelope,
  type couponInput,
  couponIssueResult,
  couponIssuesEnvelope,
  couponsEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

const COUPONS = '/api/console/shop/coupons';
const enc = encodeURIComponent;
export type CouponBody = z.output<typeof couponInput>;

export const couponKeys = {
  all: ['console', 'coupons'] as const,
  detail: (_id: string) => ['console', 'coupons', 'detail', _id] as const,
  issues: (_id: string) => ['console', 'coupons', 'issues', _id] as const,
};

export type CouponsFilter = { kind?: string; issueMode?: string; active?: string; searchValue?: string };

export const couponsQuery = (filter: CouponsFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...couponKeys.all, 'list', { ...filter, page, pageSize }],
    queryFn: () => api.list(COUPONS, couponsEnvelope, { page, pageSize, query: filter }),
    placeholderData: keepPreviousData,
  });

export const couponQuery = (_id: string) =>
  queryOptions({
    queryKey: couponKeys.detail(_id),
    queryFn: async () => (await api.get(`${COUPONS}/${enc(_id)}`, couponEnvelope)).coupon,
  });

export const couponIssuesQuery = (_id: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...couponKeys.issues(_id), { page, pageSize }],
    queryFn: () => api.list(`${COUPONS}/${enc(_id)}/issues`, couponIssuesEnvelope, { page, pageSize }),
    placeholderData: keepPreviousData,
  });

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ _id, body }: { _id?: string; body: CouponBody }) =>
      _id
        ? (await api.put(`${COUPONS}/${enc(_id)}`, couponEnvelope, body)).coupon
        : (await api.post(COUPONS, couponEnvelope, body)).coupon,
    onSuccess: (coupon) => queryClient.setQueryData(couponKeys.detail(coupon._id), coupon),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...couponKeys.all, 'list'] }),
  });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => api.delete(`${COUPONS}/${enc(_id)}`, null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...couponKeys.all, 'list'] }),
  });
}

/** Issuing and 회수 change the coupon's counts and its issues list. */
function useIssueChange<A, R>(_id: string, run: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: couponKeys.issues(_id) });
      void queryClient.invalidateQueries({ queryKey: couponKeys.detail(_id) });
      void queryClient.invalidateQueries({ queryKey: [...couponKeys.all, 'list'] });
    },
  });
}

export const useIssueCoupon = (_id: string) =>
  useIssueChange(_id, (body: CouponIssueInput) =>
    api.post(`${COUPONS}/${enc(_id)}/issue`, couponIssueResult, body),
  );

export const useRevokeIssue = (_id: string) =>
  useIssueChange(_id, (_issue: string) => api.delete(`${COUPONS}/${enc(_id)}/issues/${enc(_issue)}`, null));
