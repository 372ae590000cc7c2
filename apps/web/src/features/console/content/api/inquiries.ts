import {
  type InquiryAnsweredFilter,
  type InquiryKind,
  type InquiryState,
  inquiriesEnvelope,
  inquiryDetailEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { contentKeys, enc } from './keys.ts';

const INQUIRIES = '/api/console/inquiries';

export type InquiriesFilter = {
  state?: InquiryState;
  kind?: InquiryKind;
  answered?: InquiryAnsweredFilter;
  searchValue?: string;
};

export const inquiriesQuery = (filter: InquiriesFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...contentKeys.inquiries, 'list', { ...filter, page, pageSize }],
    queryFn: () => api.list(INQUIRIES, inquiriesEnvelope, { page, pageSize, query: filter }),
    placeholderData: keepPreviousData,
  });

/** GET /api/console/inquiries/{_id}: the inquiry and who changed it when, newest first. */
export const inquiryQuery = (_id: string) =>
  queryOptions({
    queryKey: contentKeys.inquiry(_id),
    queryFn: () => api.get(`${INQUIRIES}/${enc(_id)}`, inquiryDetailEnvelope),
  });

/** GET /api/console/inquiries/export: the filtered list as an .xlsx file. */
export const exportInquiries = (filter: InquiriesFilter) =>
  api.download(`${INQUIRIES}/export`, { query: filter });

/** PUT /api/console/inquiries/{_id}/state: the new state and the operator's memo; answers the history too. */
export function useChangeInquiryState(_id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { state: InquiryState; memo: string }) =>
      api.put(`${INQUIRIES}/${enc(_id)}/state`, inquiryDetailEnvelope, body),
    onSuccess: (detail) => queryClient.setQueryData(contentKeys.inquiry(_id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...contentKeys.inquiries, 'list'] }),
  });
}

/** PUT /api/console/inquiries/{_id}/answer: the answer the member reads (empty takes it back). */
export function useAnswerInquiry(_id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: string) =>
      api.put(`${INQUIRIES}/${enc(_id)}/answer`, inquiryDetailEnvelope, { answer }),
    onSuccess: (detail) => queryClient.setQueryData(contentKeys.inquiry(_id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...contentKeys.inquiries, 'list'] }),
  });
}
