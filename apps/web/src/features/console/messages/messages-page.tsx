import {
  type ConsoleMessage,
  type MessageState,
  messageEventLabel,
  messageEvents,
  messageStateLabel,
  messageStates,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ListCount, ListPanel, SearchButtons, SearchPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle, td, th } from '@/components/console/panel.tsx';
import {
  DayRangeFields,
  FilterSelect,
  optionsOf,
  SearchWordField,
  useSearchDraft,
} from '@/components/console/search-fields.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { ViewTabs } from '@/components/console/view-tabs.tsx';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDateTime } from '@/lib/format.ts';
import { consoleMessagesQuery } from './api.ts';
import { MessageTemplates } from './templates.tsx';

const PAGE_SIZE = 20;

const stateTone: Record<MessageState, BadgeTone> = {
  QUEUED: 'warning',
  SENDING: 'brand',
  SENT: 'brand',
  DELIVERED: 'success',
  FAILED: 'danger',
  SKIPPED: 'neutral',
};

/** The outbox filter lives in the URL: ?state&event&phone&from&to&page. */
function useMessagesFilter() {
  const { params, update, hrefFor, page, day } = useUrlState();
  const filter = {
    state: pick(params.get('state'), messageStates),
    event: pick(params.get('event'), messageEvents),
    phone: params.get('phone')?.replace(/[^0-9-]/g, '') || undefined,
    from: day('from'),
    to: day('to'),
    page,
    pageSize: PAGE_SIZE,
  };
  return {
    filter,
    update,
    hrefFor,
    view: params.get('view') === 'templates' ? 'templates' : 'outbox',
  } as const;
}

function StateCell({ message }: { message: ConsoleMessage }) {
  return (
    <>
      <Badge tone={stateTone[message.state]}>{message.stateLabel}</Badge>
      {(message.state === 'FAILED' || message.state === 'SKIPPED' || message.attempts > 1) && (
        <span className="mt-1 block max-w-[14rem] text-xs whitespace-normal text-muted">
          {message.statusCode === 'DISABLED'
            ? '발송 꺼짐'
            : message.statusCode === 'OPTED_OUT'
              ? '수신 거부'
              : [message.statusCode, message.error].filter(Boolean).join(' ')}
          {message.attempts > 1 && ` (시도 ${message.attempts}회)`}
        </span>
      )}
    </>
  );
}

function Outbox() {
  const { filter, update, hrefFor } = useMessagesFilter();
  const list = useQuery(consoleMessagesQuery(filter));
  const [phone, setPhone] = useSearchDraft(filter.phone);
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ phone: phone.trim() || undefined, from: from || undefined, to: to || undefined });
  };
  const filtered = !!(filter.state || filter.event || filter.phone || filter.from || filter.to);
  const rows = list.data?.messages ?? [];
  return (
    <>
      <SearchPanel label="발송 내역 검색">
        <form
          onSubmit={search}
          className="grid gap-3 md:grid-cols-3 lg:grid-cols-[auto_auto_auto_auto_1fr_auto] lg:items-end"
        >
          <FilterSelect
            id="filter-event"
            label="알림"
            selectClassName="lg:w-48"
            value={filter.event}
            options={optionsOf(messageEvents, messageEventLabel)}
            onChange={(event) => update({ event })}
          />
          <FilterSelect
            id="filter-state"
            label="상태"
            selectClassName="lg:w-32"
            value={filter.state}
            options={optionsOf(messageStates, messageStateLabel)}
            onChange={(state) => update({ state })}
          />
          <DayRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
          <SearchWordField
            id="filter-phone"
            label="휴대폰 번호 (일부)"
            maxLength={13}
            inputMode="tel"
            value={phone}
            onValue={setPhone}
          />
          <SearchButtons
            filtered={filtered}
            onReset={() => {
              setFrom('');
              setTo('');
              update({
                state: undefined,
                event: undefined,
                phone: undefined,
                from: undefined,
                to: undefined,
              });
            }}
          />
        </form>
      </SearchPanel>
      <ListPanel
        title={
          <>
            <ListCount noun="알림" unit="건" total={list.data?.summary.totalCount} />
            {list.data && (
              <span className="ml-2 text-xs font-medium text-muted">발송: {list.data.summary.provider}</span>
            )}
          </>
        }
        query={list}
        rows={rows.length}
        empty={
          <Empty
            message={filtered ? '검색 조건에 맞는 알림이 없습니다' : '보낸 알림이 없습니다'}
            className="border-none"
          />
        }
        paging={{
          page: filter.page,
          pageSize: PAGE_SIZE,
          totalCount: list.data?.summary.totalCount ?? 0,
          hrefFor,
        }}
      >
        <div
          className="relative -mx-4 -mt-4 overflow-x-auto sm:-mx-5 sm:-mt-5"
          aria-busy={list.isPlaceholderData}
        >
          <table className="w-full min-w-[960px] border-collapse">
            <caption className="sr-only">알림 발송 내역</caption>
            <thead>
              <tr>
                {['일시', '알림', '받는 사람', '채널', '내용', '상태'].map((h) => (
                  <th key={h} scope="col" className={th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={list.isPlaceholderData ? 'opacity-60' : undefined}>
              {rows.map((m) => (
                <tr key={m._id} className="align-top hover:bg-brand-50/40">
                  <td className={td}>
                    {formatDateTime(m.createdAt)}
                    {m.sentAt && (
                      <span className="block text-xs text-muted">발송 {formatDateTime(m.sentAt)}</span>
                    )}
                  </td>
                  <td className={td}>{m.eventLabel}</td>
                  <td className={cn(td, 'tabular-nums')}>{m.recipient}</td>
                  <td className={td}>{m.channel === 'ATA' ? '알림톡' : m.channel}</td>
                  <td className={cn(td, 'whitespace-normal')}>
                    <p
                      title={m.text}
                      className="line-clamp-6 max-w-[28rem] whitespace-pre-line text-[13px] leading-relaxed"
                    >
                      {m.text}
                    </p>
                  </td>
                  <td className={td}>
                    <StateCell message={m} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListPanel>
    </>
  );
}

/**
 * /console/messages: the message outbox of order events (알림톡 with SMS/LMS fallback), recipients
 * masked, and the template of each event with its variables, edited and switched on or off.
 */
export function ConsoleMessagesPage() {
  const { view } = useMessagesFilter();
  return (
    <>
      <ConsolePageTitle
        title="알림 관리"
        description="주문·결제·배송·클레임·문의·정회원·출금 알림(알림톡, 실패 시 문자)의 발송 내역과 템플릿입니다. 휴대폰 번호는 가려서 보여줍니다."
      />
      <ViewTabs
        label="알림 관리 보기"
        tabs={[
          { to: '/console/messages', label: '발송 내역', active: view === 'outbox' },
          { to: '/console/messages?view=templates', label: '알림 템플릿', active: view === 'templates' },
        ]}
      />
      {view === 'templates' ? <MessageTemplates /> : <Outbox />}
    </>
  );
}
