import {
  type ConsoleBoardPost,
  type ConsoleProductQuestion,
  type ConsoleReview,
  questionStateLabel,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { formatDate } from '@/lib/format.ts';
import { memberListQuery } from './member-lists.ts';
import { MemberTable, rowLink, usePageParam } from './member-table.tsx';

/** The member page's 리뷰·문의 tab: reviews, product Q&A and 1:1 문의, each with its own pages. */

const cut = (text: string, length = 40) => (text.length > length ? `${text.slice(0, length)}…` : text);
const answered = (yes: boolean) => (
  <Badge tone={yes ? 'success' : 'brand'}>{yes ? '답변완료' : '답변대기'}</Badge>
);

const reviewCol = consoleColumnHelper<ConsoleReview>();
const reviewColumns: ConsoleColumn<ConsoleReview>[] = [
  reviewCol.display({ id: 'date', header: '작성일', cell: ({ row }) => formatDate(row.original.createdAt) }),
  reviewCol.display({
    id: 'subject',
    header: '리뷰',
    meta: { className: 'max-w-[20rem] whitespace-normal' },
    cell: ({ row }) => (
      <Link to={`/console/shop/reviews?_review=${row.original._id}`} className={rowLink}>
        {cut(row.original.subject || row.original.content)}
      </Link>
    ),
  }),
  reviewCol.display({
    id: 'product',
    header: '상품',
    meta: { className: 'max-w-[16rem] whitespace-normal' },
    cell: ({ row }) => row.original.product.name,
  }),
  reviewCol.display({
    id: 'star',
    header: '별점',
    cell: ({ row }) => (
      <>
        <span aria-hidden="true">{'★'.repeat(row.original.star)}</span>
        <span className="sr-only">{`별점 ${row.original.star}점`}</span>
      </>
    ),
  }),
  reviewCol.display({
    id: 'state',
    header: '상태',
    cell: ({ row }) =>
      row.original.hidden ? <Badge tone="danger">숨김</Badge> : answered(!!row.original.reply),
  }),
];

const qnaCol = consoleColumnHelper<ConsoleProductQuestion>();
const qnaColumns: ConsoleColumn<ConsoleProductQuestion>[] = [
  qnaCol.display({ id: 'date', header: '작성일', cell: ({ row }) => formatDate(row.original.createdAt) }),
  qnaCol.display({
    id: 'subject',
    header: '문의',
    meta: { className: 'max-w-[20rem] whitespace-normal' },
    cell: ({ row }) => (
      <Link to={`/console/shop/inquires?_inquire=${row.original._id}`} className={rowLink}>
        {cut(row.original.subject || row.original.content)}
      </Link>
    ),
  }),
  qnaCol.display({
    id: 'product',
    header: '상품',
    meta: { className: 'max-w-[16rem] whitespace-normal' },
    cell: ({ row }) => row.original.product.name,
  }),
  qnaCol.display({ id: 'state', header: '상태', cell: ({ row }) => answered(!!row.original.answer) }),
];

const questionCol = consoleColumnHelper<ConsoleBoardPost>();
const questionColumns: ConsoleColumn<ConsoleBoardPost>[] = [
  questionCol.display({
    id: 'date',
    header: '작성일',
    cell: ({ row }) => formatDate(row.original.createdAt),
  }),
  questionCol.display({
    id: 'subject',
    header: '제목',
    meta: { className: 'max-w-[20rem] whitespace-normal' },
    cell: ({ row }) => (
      <Link to={`/console/center/questions?_question=${row.original._id}`} className={rowLink}>
        {cut(row.original.subject)}
      </Link>
    ),
  }),
  questionCol.display({ id: 'board', header: '구분', cell: ({ row }) => row.original.boardName }),
  questionCol.display({
    id: 'state',
    header: '상태',
    cell: ({ row }) =>
      row.original.state ? (
        <Badge tone={row.original.state === 'ANSWERED' ? 'success' : 'brand'}>
          {questionStateLabel[row.original.state]}
        </Badge>
      ) : (
        '-'
      ),
  }),
];

export function PostsTab({ _user }: { _user: string }) {
  const reviews = useQuery(memberListQuery('reviews', _user, usePageParam('reviewsPage').page));
  const inquires = useQuery(memberListQuery('inquires', _user, usePageParam('qnaPage').page));
  const questions = useQuery(memberListQuery('questions', _user, usePageParam('questionsPage').page));
  return (
    <div className="space-y-5">
      <MemberTable
        noun="리뷰"
        query={reviews}
        rows={reviews.data?.reviews}
        totalCount={reviews.data?.summary.totalCount}
        emptyMessage="작성한 리뷰가 없습니다"
        pageParam="reviewsPage"
        caption="회원의 리뷰"
        columns={reviewColumns}
        minWidth={680}
      />
      <MemberTable
        noun="상품 Q&A"
        query={inquires}
        rows={inquires.data?.inquires}
        totalCount={inquires.data?.summary.totalCount}
        emptyMessage="작성한 상품 문의가 없습니다"
        pageParam="qnaPage"
        caption="회원의 상품 Q&A"
        columns={qnaColumns}
        minWidth={620}
      />
      <MemberTable
        noun="1:1 문의"
        query={questions}
        rows={questions.data?.boards}
        totalCount={questions.data?.summary.totalCount}
        emptyMessage="작성한 1:1 문의가 없습니다"
        pageParam="questionsPage"
        caption="회원의 1:1 문의"
        columns={questionColumns}
        minWidth={620}
      />
    </div>
  );
}
