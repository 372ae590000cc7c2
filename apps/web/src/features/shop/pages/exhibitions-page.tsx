import {
  type Exhibition,
  type ExhibitionKind,
  exhibitionKindLabel,
  exhibitionKinds,
  josa,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { ThumbPlaceholder } from '@/components/ui/product-card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { EXHIBITIONS_PAGE_SIZE, exhibitionsQuery } from '../api/content.ts';
import { exhibitionsSearch, periodText, readExhibitionKind } from '../content-params.ts';
import { readPage } from '../list-params.ts';

const ALL = 'ALL';

/** One 기획전 card: the thumbnail (16:10 as the server crops it, sized so nothing shifts), kind, title, summary, period. */
export function ExhibitionCard({ exhibition }: { exhibition: Exhibition }) {
  return (
    <article data-testid="exhibition-card" className="group relative flex h-full flex-col">
      <div className="aspect-[16/10] overflow-hidden rounded-card bg-surface ring-1 ring-black/5 ring-inset">
        {exhibition.thumb ? (
          <img
            src={exhibition.thumb}
            alt=""
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <ThumbPlaceholder />
        )}
      </div>
      <div className="mt-4 flex min-w-0 flex-1 flex-col gap-1.5 px-0.5">
        <div className="flex items-center gap-2">
          <Badge tone={exhibition.kind === 'BARGAIN_SALES' ? 'danger' : 'brand'}>
            {exhibitionKindLabel[exhibition.kind]}
          </Badge>
          <span className="text-[13px] text-muted">상품 {formatNumber(exhibition.productCount)}개</span>
        </div>
        <h2 className="line-clamp-2 text-[17px] leading-snug font-bold break-keep text-ink">
          <Link
            to={`/shop/exhibitions/${encodeURIComponent(exhibition._id)}`}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-brand-500 group-hover:underline group-hover:underline-offset-2"
          >
            {exhibition.title}
          </Link>
        </h2>
        {exhibition.summary && (
          <p className="line-clamp-2 text-sm leading-relaxed text-muted">{exhibition.summary}</p>
        )}
        <p className="mt-auto pt-1 text-[13px] text-subtle tabular-nums">
          <span className="sr-only">진행 기간 </span>
          {periodText(exhibition.display)}
        </p>
      </div>
    </article>
  );
}

function CardsSkeleton() {
  return (
    <ul className="grid gap-x-5 gap-y-10 xs:grid-cols-2 md:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="animate-pulse">
          <div className="aspect-[16/10] rounded-card bg-surface" />
          <div className="mt-4 h-5 w-1/4 rounded bg-surface" />
          <div className="mt-2 h-5 w-3/4 rounded bg-surface" />
          <div className="mt-2 h-4 w-1/2 rounded bg-surface" />
        </li>
      ))}
    </ul>
  );
}

/** /shop/exhibitions?kind=&page=: 기획전 running now, by kind (특가할인, 기획전, 팝업 이벤트). */
export function ExhibitionsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const kind = readExhibitionKind(params.get('kind'));
  const page = readPage(params.get('page'));
  const exhibitions = useQuery(exhibitionsQuery({ kind, page }));
  const tab = kind ?? ALL;

  return (
    <div className="container-page py-5 md:py-10">
      <Breadcrumb items={[{ label: '홈', to: '/' }, { label: '기획전' }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-[28px] md:mt-6">기획전</h1>
      <p className="mt-2 text-[15px] text-muted">지금 진행 중인 특가와 기획전, 팝업 이벤트를 만나보세요.</p>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          navigate({
            search: exhibitionsSearch({
              kind: value === ALL ? undefined : (value as ExhibitionKind),
              page: 1,
            }),
          })
        }
        className="mt-6"
      >
        <TabsList aria-label="기획전 종류" className="sm:max-w-xl">
          <TabsTrigger value={ALL}>전체</TabsTrigger>
          {exhibitionKinds.map((k) => (
            <TabsTrigger key={k} value={k}>
              {exhibitionKindLabel[k]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab}>
          {exhibitions.isPending ? (
            <>
              <CardsSkeleton />
              <p className="sr-only" role="status">
                기획전을 불러오는 중입니다
              </p>
            </>
          ) : exhibitions.isError ? (
            <ErrorState error={exhibitions.error} onRetry={() => exhibitions.refetch()} />
          ) : exhibitions.data.exhibitions.length === 0 ? (
            <Empty
              className="py-20"
              message={
                kind
                  ? `진행 중인 ${exhibitionKindLabel[kind]}${josa(exhibitionKindLabel[kind], '이')} 없습니다`
                  : '진행 중인 기획전이 없습니다'
              }
            >
              <ButtonLink to="/shop" variant="outline" size="sm">
                전체상품 보기
              </ButtonLink>
            </Empty>
          ) : (
            <>
              <ul
                className={cn(
                  'grid gap-x-5 gap-y-10 transition-opacity xs:grid-cols-2 md:grid-cols-3',
                  exhibitions.isPlaceholderData && 'opacity-60',
                )}
              >
                {exhibitions.data.exhibitions.map((exhibition) => (
                  <li key={exhibition._id}>
                    <ExhibitionCard exhibition={exhibition} />
                  </li>
                ))}
              </ul>
              <Pagination
                className="mt-12"
                page={page}
                pageSize={EXHIBITIONS_PAGE_SIZE}
                totalCount={exhibitions.data.summary.totalCount}
                hrefFor={(p) => `/shop/exhibitions${exhibitionsSearch({ kind, page: p })}`}
              />
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
