import {
  type CenterPageCode,
  centerPageEnvelope,
  type centerPageInput,
  centerPagesEnvelope,
  type FaqCategory,
  faqEnvelope,
  type faqInput,
  faqsEnvelope,
  notification,
  type notificationInput,
  notificationsEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { contentKeys, enc, shopperKeys, WHOLE_LIST } from './keys.ts';

/** Console calls of the customer centre: notices, FAQs and the service pages of /center/*. */

const NOTIFICATIONS = '/api/console/center/notifications';
const FAQS = '/api/console/center/faqs';
const PAGES = '/api/console/center/pages';

/** One notice; the console needs no 이전글/다음글, so they are not required. */
const notificationEnvelope = z.object({ notification });

// ---- notices ----

export type NotificationBody = z.output<typeof notificationInput>;

export const notificationsQuery = (searchValue: string | undefined, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...contentKeys.notifications, 'list', { searchValue, page, pageSize }],
    queryFn: () => api.list(NOTIFICATIONS, notificationsEnvelope, { page, pageSize, query: { searchValue } }),
    placeholderData: keepPreviousData,
  });

export const notificationQuery = (_id: string) =>
  queryOptions({
    queryKey: contentKeys.notification(_id),
    queryFn: async () => (await api.get(`${NOTIFICATIONS}/${enc(_id)}`, notificationEnvelope)).notification,
  });

export type NotificationAction =
  | { type: 'create'; body: NotificationBody }
  | { type: 'update'; _id: string; body: NotificationBody }
  | { type: 'delete'; _id: string };

export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: NotificationAction) => {
      switch (action.type) {
        case 'create':
          return (await api.post(NOTIFICATIONS, notificationEnvelope, action.body)).notification;
        case 'update':
          return (await api.put(`${NOTIFICATIONS}/${enc(action._id)}`, notificationEnvelope, action.body))
            .notification;
        case 'delete':
          await api.delete(`${NOTIFICATIONS}/${enc(action._id)}`, null);
          return null;
      }
    },
    onSuccess: (notification) => {
      if (notification) queryClient.setQueryData(contentKeys.notification(notification._id), notification);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...contentKeys.notifications, 'list'] });
      void queryClient.invalidateQueries({ queryKey: shopperKeys.center });
    },
  });
}

// ---- FAQs ----

export type FaqBody = z.output<typeof faqInput>;

export const faqsQuery = (category: FaqCategory | undefined, searchValue: string | undefined) =>
  queryOptions({
    queryKey: [...contentKeys.faqs, { category, searchValue }],
    queryFn: () => api.list(FAQS, faqsEnvelope, { ...WHOLE_LIST, query: { category, searchValue } }),
    placeholderData: keepPreviousData,
  });

export type FaqAction =
  | { type: 'create'; body: FaqBody }
  | { type: 'update'; _id: string; body: FaqBody }
  | { type: 'delete'; _id: string };

export function useFaqAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: FaqAction) => {
      switch (action.type) {
        case 'create':
          return (await api.post(FAQS, faqEnvelope, action.body)).faq;
        case 'update':
          return (await api.put(`${FAQS}/${enc(action._id)}`, faqEnvelope, action.body)).faq;
        case 'delete':
          await api.delete(`${FAQS}/${enc(action._id)}`, null);
          return null;
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.faqs });
      void queryClient.invalidateQueries({ queryKey: shopperKeys.center });
    },
  });
}

// ---- service pages ----

export type CenterPageBody = z.output<typeof centerPageInput>;

export const centerPagesQuery = () =>
  queryOptions({
    queryKey: contentKeys.centerPages,
    queryFn: async () => (await api.get(PAGES, centerPagesEnvelope)).pages,
  });

export const centerPageQuery = (code: CenterPageCode) =>
  queryOptions({
    queryKey: contentKeys.centerPage(code),
    queryFn: async () => (await api.get(`${PAGES}/${enc(code)}`, centerPageEnvelope)).page,
  });

export function useSaveCenterPage(code: CenterPageCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CenterPageBody) =>
      (await api.put(`${PAGES}/${enc(code)}`, centerPageEnvelope, body)).page,
    onSuccess: (page) => queryClient.setQueryData(contentKeys.centerPage(code), page),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.centerPages, exact: true });
      void queryClient.invalidateQueries({ queryKey: shopperKeys.center });
    },
  });
}
