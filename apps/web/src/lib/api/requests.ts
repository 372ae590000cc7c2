import {
  type InquiryKind,
  inquiryReceiptEnvelope,
  myInquiriesEnvelope,
  myInquiryEnvelope,
  type RequestInquiryEditInput,
  type RequestInquiryInput,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * 1:1 상담 and 대량구매 문의 (decision 0040): sent from /center by guests and members, listed, edited
 * and withdrawn by members under /mypage.
 */
const key = ['me', 'inquiries'] as const;

/** GET /api/v1/me/inquiries: the member's inquiries, newest first, of one kind or all. */
export const myInquiriesQuery = (
  _user: string | undefined,
  page: number,
  pageSize: number,
  kind?: InquiryKind,
) =>
  queryOptions({
    queryKey: [...key, _user, kind ?? 'all', page, pageSize],
    queryFn: () =>
      api.list('/api/v1/me/inquiries', myInquiriesEnvelope, {
        page,
        pageSize,
        query: kind ? { kind } : undefined,
      }),
    enabled: !!_user,
    placeholderData: keepPreviousData,
  });

/** A member writes under /me (the inquiry is theirs); a guest through the public form (receipt only). */
export function useSubmitRequest(member: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, files = [] }: { body: RequestInquiryInput; files?: File[] }) => {
      const path = member ? '/api/v1/me/inquiries' : '/api/v1/inquiries/requests';
      // With files (a 대량구매 문의, decision 0044): multipart, the request as JSON in `data`.
      let payload: RequestInquiryInput | FormData = body;
      if (files.length > 0) {
        payload = new FormData();
        payload.append('data', JSON.stringify(body));
        for (const file of files) payload.append('files', file);
      }
      return member
        ? (await api.post(path, myInquiryEnvelope, payload)).inquiry._id
        : (await api.post(path, inquiryReceiptEnvelope, payload)).inquiry._id;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useEditRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ _id, body }: { _id: string; body: RequestInquiryEditInput }) =>
      (await api.put(`/api/v1/me/inquiries/${_id}`, myInquiryEnvelope, body)).inquiry,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => api.delete(`/api/v1/me/inquiries/${_id}`, null),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** POST /me/inquiries/{_id}/files and DELETE …/files/{_file}: while the request is 접수. */
export function useAddRequestFiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ _id, files }: { _id: string; files: File[] }) => {
      const form = new FormData();
      for (const file of files) form.append('files', file);
      return (await api.post(`/api/v1/me/inquiries/${_id}/files`, myInquiryEnvelope, form)).inquiry;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useRemoveRequestFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ _id, _file }: { _id: string; _file: string }) =>
      (await api.delete(`/api/v1/me/inquiries/${_id}/files/${_file}`, myInquiryEnvelope)).inquiry,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Where the member downloads their own file. */
export const myInquiryFilePath = (_inquiry: string, _file: string) =>
  `/api/v1/me/inquiries/${_inquiry}/files/${_file}`;
