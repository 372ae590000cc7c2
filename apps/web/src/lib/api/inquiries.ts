import { type InquiryInput, inquiryInput, inquiryReceiptEnvelope } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /api/v1/inquiries: the installation inquiry form, from a guest or a member (201). */
export function useSubmitInquiry() {
  return useMutation({
    mutationFn: async (body: InquiryInput) =>
      (await api.post('/api/v1/inquiries', inquiryReceiptEnvelope, inquiryInput.parse(body))).inquiry,
  });
}
