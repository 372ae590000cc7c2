import { type consoleUserDetail, userStateLabel, userTypeLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { Panel } from '@/components/console/panel.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ChevronLeftIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { userDetailQuery } from '../api.ts';
import { MemberGradeControl } from '../grade-control.tsx';
import { MemberHistory } from '../member-history.tsx';
import { BonusesTab, CouponsTab, OrdersTab, PointsTab } from './activity-tabs.tsx';
import { BasicTab } from './basic-tab.tsx';
import { PostsTab } from './posts-tab.tsx';
import { ReferralTab } from './referral-tab.tsx';

type Detail = z.output<typeof consoleUserDetail>;

/** The member page's tabs, in order; `?tab=` names the open one (기본정보 without it). */
export const memberTabs = [
  'basic',
  'orders',
  'points',
  'bonuses',
  'coupons',
  'posts',
  'referral',
  'grade',
  'history',
] as const;
export type MemberTab = (typeof memberTabs)[number];
export const memberTabLabel: Record<MemberTab, string> = {
  basic: '기본정보',
  orders: '주문',
  points: '적립금',
  bonuses: '수당',
  coupons: '쿠폰',
  posts: '리뷰·문의',
  referral: '추천',
  grade: '등급',
  history: '변경이력',
};

const tabBody: Record<MemberTab, (user: Detail) => ReactNode> = {
  basic: (user) => <BasicTab user={user} />,
  orders: (user) => <OrdersTab user={user} />,
  points: (user) => <PointsTab user={user} />,
  bonuses: (user) => <BonusesTab user={user} />,
  coupons: (user) => <CouponsTab user={user} />,
  posts: (user) => <PostsTab _user={user._id} />,
  referral: (user) => <ReferralTab user={user} />,
  grade: (user) => (
    <div className="max-w-xl">
      <MemberGradeControl _user={user._id} />
    </div>
  ),
  history: (user) => (
    <Panel title="변경 이력" titleId="history">
      <MemberHistory user={user} />
    </Panel>
  ),
};

/**
 * The tab list and the open tab. On a phone the list scrolls sideways; the open tab is scrolled into
 * view, so a link to 변경이력 shows which tab is open.
 */
function MemberTabs({ user, tab, onTab }: { user: Detail; tab: MemberTab; onTab: (tab: string) => void }) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const show = () => {
      const selected = list.current?.querySelector<HTMLElement>(`[data-value="${tab}"]`);
      selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };
    show();
    // a phone turned, or a window narrowed: the open tab may have left the list's view
    window.addEventListener('resize', show);
    return () => window.removeEventListener('resize', show);
  }, [tab]);
  return (
    <Tabs value={tab} onValueChange={onTab}>
      <TabsList
        ref={list}
        aria-label="회원 정보"
        className="-mx-4 bg-white px-2 sm:mx-0 sm:rounded-t-xl sm:border sm:px-0"
      >
        {memberTabs.map((value) => (
          <TabsTrigger key={value} value={value} className="sm:px-2">
            {memberTabLabel[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={tab} className="py-5">
        {tabBody[tab](user)}
      </TabsContent>
    </Tabs>
  );
}

/** The pages of every list on the tabs: a new tab starts each on its first page. */
const pageParams = { page: undefined, reviewsPage: undefined, qnaPage: undefined, questionsPage: undefined };

/**
 * /console/users/:_user: the member's header and the tabs of issue #22. The open tab lives in the
 * URL (?tab=points), so a reload or a shared link opens it again; the tab list is the WAI-ARIA
 * pattern (arrow keys, Home, End) and scrolls sideways on a phone.
 */
export function ConsoleUserPage() {
  const { _user = '' } = useParams();
  const query = useQuery(userDetailQuery(_user));
  const { params, update } = useUrlState();
  const tab = pick(params.get('tab'), memberTabs) ?? 'basic';

  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <Empty message="회원을 찾을 수 없습니다">
          <ButtonLink to="/console/users" variant="outline" size="sm">
            회원 목록
          </ButtonLink>
        </Empty>
      );
    }
    return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  }
  const user: Detail = query.data;

  return (
    <>
      <Link
        to="/console/users"
        className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink"
      >
        <ChevronLeftIcon className="size-4" />
        회원 목록
      </Link>
      <div className="mt-2 mb-3 flex flex-wrap items-center gap-2">
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">
          {user.name} <span className="text-base font-medium text-muted">({user.username})</span>
        </h1>
        <Badge tone={user.type === 'PROMOTER' ? 'brand' : user.type === 'OPERATOR' ? 'dark' : 'neutral'}>
          {userTypeLabel[user.type]}
        </Badge>
        <Badge tone={user.state === 'ACTIVE' ? 'success' : 'danger'}>{userStateLabel[user.state]}</Badge>
      </div>
      <MemberTabs
        user={user}
        tab={tab}
        onTab={(next) =>
          update({ ...pageParams, dialog: undefined, tab: next === 'basic' ? undefined : next })
        }
      />
    </>
  );
}
