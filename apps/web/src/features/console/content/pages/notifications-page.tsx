import { formatDate, type Notification } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { BackLink, EditorButtons, LoadFailure, SaveBar } from '@/components/console/editor.tsx';
import { Switch } from '@/components/console/fields.tsx';
import { ListCount, SearchPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { RichTextField } from '@/components/console/rich-text-field.tsx';
import { KeywordSearch, useSearchDraft } from '@/components/console/search-fields.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUnsavedChanges } from '@/components/console/unsaved-changes.ts';
import { useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { notificationQuery, notificationsQuery, useNotificationAction } from '../api/center.ts';
import {
  emptyNotificationForm,
  type NotificationFormValues,
  notificationToForm,
  readNotificationForm,
} from '../content-forms.ts';
import { fieldsOf, placeDetails, resolverOf } from '../form.ts';

const PAGE_SIZE = 20;
const resolver = resolverOf(readNotificationForm);
const isField = fieldsOf(emptyNotificationForm());

const col = consoleColumnHelper<Notification>();
const columns: ConsoleColumn<Notification>[] = [
  col.accessor('subject', {
    header: '제목',
    meta: { className: 'w-full whitespace-normal' },
    cell: ({ row }) => (
      <div className="flex min-w-56 items-center gap-2">
        {row.original.isPinned && <Badge tone="brand">고정</Badge>}
        <Link
          to={`/console/center/notifications/${row.original._id}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {row.original.subject}
        </Link>
      </div>
    ),
  }),
  col.accessor('views', {
    header: '조회수',
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  col.accessor('createdAt', { header: '등록일', cell: ({ getValue }) => formatDate(getValue()) }),
  col.accessor('updatedAt', { header: '수정일', cell: ({ getValue }) => formatDate(getValue()) }),
];

/** /console/center/notifications: 공지사항, pinned first, searched by subject. */
export function ConsoleNotificationsPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const searchValue = params.get('searchValue')?.trim() || undefined;
  const notices = useQuery(notificationsQuery(searchValue, page, PAGE_SIZE));
  const [typed, setTyped] = useSearchDraft(searchValue);

  return (
    <>
      <ConsolePageTitle
        title="공지사항 관리"
        description="고객센터 공지사항(/center/notice)과 홈 화면 공지 목록에 보입니다. 상단 고정 글이 먼저 보입니다."
        actions={<ButtonLink to="/console/center/notifications/create">공지사항 등록</ButtonLink>}
      />
      <SearchPanel label="공지사항 검색">
        <KeywordSearch
          id="notice-search"
          label="제목 검색"
          placeholder="제목으로 검색"
          value={typed}
          onValue={setTyped}
          onSearch={() => update({ searchValue: typed.trim() || undefined })}
          onReset={searchValue ? () => update({ searchValue: undefined }) : undefined}
        />
      </SearchPanel>
      <TableListPanel
        title={<ListCount noun="공지사항" unit="개" total={notices.data?.summary.totalCount} />}
        query={notices}
        rows={notices.data?.notifications}
        emptyMessage={searchValue ? `'${searchValue}' 공지사항이 없습니다` : '등록된 공지사항이 없습니다'}
        paging={{ page, pageSize: PAGE_SIZE, totalCount: notices.data?.summary.totalCount ?? 0, hrefFor }}
        caption="공지사항 목록"
        columns={columns}
        getRowId={(n) => n._id}
        minWidth={640}
        busy={notices.isPlaceholderData}
      />
    </>
  );
}

/** /console/center/notifications/create */
export function ConsoleNotificationCreatePage() {
  return (
    <>
      <BackLink to="/console/center/notifications">공지사항 목록</BackLink>
      <h1 className="mt-2 mb-5 text-xl font-bold tracking-tight sm:text-2xl">공지사항 등록</h1>
      <NotificationForm />
    </>
  );
}

/** /console/center/notifications/:_notification */
export function ConsoleNotificationPage() {
  const { _notification = '' } = useParams();
  const query = useQuery(notificationQuery(_notification));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        notFound="공지사항을 찾을 수 없습니다"
        listTo="/console/center/notifications"
        listLabel="공지사항 목록"
        onRetry={() => query.refetch()}
      />
    );
  }
  const n = query.data;
  return (
    <>
      <BackLink to="/console/center/notifications">공지사항 목록</BackLink>
      <div className="mt-2 mb-5">
        <h1 className="text-xl font-bold tracking-tight break-all sm:text-2xl">공지사항 수정</h1>
        <p className="mt-1 text-[13px] text-muted">
          등록 {formatDateTime(n.createdAt)} · 수정 {formatDateTime(n.updatedAt)} · 조회{' '}
          {formatNumber(n.views)} ·{' '}
          <Link to={`/center/notice/${n._id}`} target="_blank" className="text-brand-700 hover:underline">
            쇼핑몰에서 보기
          </Link>
        </p>
      </div>
      <NotificationForm key={n._id} notification={n} />
    </>
  );
}

function NotificationForm({ notification }: { notification?: Notification }) {
  const navigate = useNavigate();
  const action = useNotificationAction();
  const [message, setMessage] = useState<string | null>(null);
  const defaults = useMemo(
    () => (notification ? notificationToForm(notification) : emptyNotificationForm()),
    [notification],
  );
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<NotificationFormValues>({ resolver, defaultValues: defaults });
  const leaving = useUnsavedChanges(isDirty);

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const read = readNotificationForm(values);
    if (!read.input) return;
    try {
      if (notification) {
        await action.mutateAsync({ type: 'update', _id: notification._id, body: read.input });
        reset(values);
        toast('공지사항을 저장했습니다');
      } else {
        const saved = await action.mutateAsync({ type: 'create', body: read.input });
        leaving.current = true;
        toast('공지사항을 등록했습니다');
        navigate(saved ? `/console/center/notifications/${saved._id}` : '/console/center/notifications', {
          replace: true,
        });
      }
    } catch (error) {
      setMessage(placeDetails(error, isField, setError));
    }
  });

  const deleteNotice = async () => {
    if (!notification || !window.confirm(`'${notification.subject}' 공지사항을 삭제하시겠습니까?`)) return;
    try {
      await action.mutateAsync({ type: 'delete', _id: notification._id });
      leaving.current = true;
      toast('공지사항을 삭제했습니다');
      navigate('/console/center/notifications', { replace: true });
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={notification ? '공지사항 수정' : '공지사항 등록'}>
      <Panel>
        <div className="space-y-4">
          <TextField
            label="제목"
            required
            maxLength={200}
            error={errors.subject?.message}
            {...register('subject')}
          />
          <Switch
            label="상단 고정"
            description="목록 맨 위에 고정되고 홈 화면 공지 목록에 먼저 보입니다"
            {...register('isPinned')}
          />
          <div>
            <p className="mb-1.5 text-sm font-semibold text-ink">
              내용{' '}
              <span aria-hidden="true" className="text-brand-600">
                *
              </span>
            </p>
            <RichTextField control={control} name="content" label="공지사항 내용" />
          </div>
        </div>
      </Panel>
      <SaveBar message={message} invalid={Object.keys(errors).length > 0}>
        <EditorButtons
          listTo="/console/center/notifications"
          isNew={!notification}
          saving={isSubmitting}
          onDelete={notification ? deleteNotice : undefined}
        />
      </SaveBar>
    </form>
  );
}
