import {
  type ConsoleUser,
  type consoleUserDetail,
  type UserState,
  userStateLabel,
  userTypeLabel,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { usersListQuery } from '@/lib/api/console-users.ts';
import { formatDate } from '@/lib/format.ts';
import { SponsorChange } from '../member-edits.tsx';
import { Facts } from './facts.tsx';
import { MEMBER_PAGE_SIZE } from './member-lists.ts';
import { MemberTable, rowLink, usePageParam } from './member-table.tsx';

/** The member page's 추천 tab: who sponsors the member (and changing it), and whom they promoted. */

type Detail = z.output<typeof consoleUserDetail>;

const col = consoleColumnHelper<ConsoleUser>();
const promoteeColumns: ConsoleColumn<ConsoleUser>[] = [
  col.display({
    id: 'username',
    header: '아이디',
    cell: ({ row }) => (
      <Link to={`/console/users/${row.original._id}`} className={rowLink}>
        {row.original.username}
      </Link>
    ),
  }),
  col.display({ id: 'name', header: '이름', cell: ({ row }) => row.original.name }),
  col.display({ id: 'type', header: '유형', cell: ({ row }) => userTypeLabel[row.original.type] }),
  col.display({ id: 'grade', header: '등급', cell: ({ row }) => row.original.grade.name }),
  col.display({ id: 'joined', header: '가입일', cell: ({ row }) => formatDate(row.original.createdAt) }),
  col.display({
    id: 'state',
    header: '상태',
    cell: ({ row }) => (
      <Badge tone={row.original.state === 'ACTIVE' ? 'success' : 'danger'}>
        {userStateLabel[row.original.state as UserState]}
      </Badge>
    ),
  }),
];

export function ReferralTab({ user }: { user: Detail }) {
  const { page } = usePageParam('page');
  const promotees = useQuery(
    usersListQuery({ searchKey: 'name', _promoter: user._id, page, pageSize: MEMBER_PAGE_SIZE }),
  );
  return (
    <div className="space-y-5">
      <Panel title="추천 관계" titleId="referral">
        <Facts
          items={[
            [
              '후원자',
              user.sponsor ? (
                <Link key="sponsor" to={`/console/users/${user.sponsor._id}`} className={rowLink}>
                  {user.sponsor.name} ({user.sponsor.username}
                  {user.sponsor.promoterCode ? ` · ${user.sponsor.promoterCode}` : ''})
                </Link>
              ) : (
                '없음 (쇼핑몰 추천인코드로 가입)'
              ),
            ],
            ['추천인코드', user.promoterCode ?? '-'],
          ]}
        />
        <div className="mt-5 border-t border-line pt-5">
          <SponsorChange user={user} key={user.updatedAt} />
        </div>
      </Panel>
      <MemberTable
        noun="추천한 회원"
        query={promotees}
        rows={promotees.data?.users}
        totalCount={promotees.data?.summary.totalCount}
        emptyMessage="추천한 회원이 없습니다"
        pageParam="page"
        caption="추천한 회원"
        columns={promoteeColumns}
        minWidth={640}
        actions={
          user.promoteeCount > 0 && (
            <Link to={`/console/users?_promoter=${user._id}`} className={`${rowLink} text-sm`}>
              회원 목록에서 보기
            </Link>
          )
        }
      />
    </div>
  );
}
