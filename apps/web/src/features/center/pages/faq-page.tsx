import { type Faq, type FaqCategory, faqCategories, faqCategoryLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Accordion } from 'radix-ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { faqsQuery } from '../api/center.ts';
import { readFaqCategory, readSearch } from '../board-params.ts';
import { BoardSearch, CenterTitle } from '../components/board-search.tsx';
import { CenterProse } from '../components/center-prose.tsx';

const ALL = 'ALL';

/** `?category=…&searchValue=…` with page-1 defaults left out. */
function faqSearch(category: FaqCategory | undefined, searchValue: string) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (searchValue) params.set('searchValue', searchValue);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The questions as a Radix accordion: each question is a button (Enter/Space opens it, arrow keys
 * move between questions, Home/End jump) that shows its answer below; one open at a time. Each
 * question is an h2 under the page's h1 (Radix's default h3 would skip a level).
 */
function FaqAccordion({ faqs, showCategory }: { faqs: Faq[]; showCategory: boolean }) {
  return (
    <Accordion.Root type="single" collapsible className="border-t border-ink/80">
      {faqs.map((faq) => (
        <Accordion.Item key={faq._id} value={faq._id} className="border-b border-line" data-testid="faq-item">
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-start gap-3 px-1 py-4 text-left hover:bg-surface/60 focus-visible:-outline-offset-2 sm:gap-4 sm:px-4 sm:py-5">
                <span aria-hidden="true" className="shrink-0 text-lg leading-6 font-extrabold text-brand-600">
                  Q
                </span>
                <span className="min-w-0 flex-1">
                  {showCategory && (
                    <span className="mb-1 block text-[13px] font-medium text-muted">
                      {faqCategoryLabel[faq.category]}
                    </span>
                  )}
                  <span className="block text-[15px] leading-6 font-medium break-keep text-ink sm:text-base">
                    {faq.question}
                  </span>
                </span>
                <ChevronDownIcon
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-subtle transition-transform group-data-[state=open]:rotate-180 group-data-[state=open]:text-ink"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="bg-surface">
            <div className="flex gap-3 px-1 py-5 sm:gap-4 sm:px-4">
              <span aria-hidden="true" className="shrink-0 text-lg leading-7 font-extrabold text-muted">
                A
              </span>
              <CenterProse html={faq.answer} className="min-w-0 flex-1" />
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** /center/faq?category=&searchValue=: 자주 묻는 질문 by category, searchable, as an accordion. */
export function FaqPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const category = readFaqCategory(params.get('category'));
  const searchValue = readSearch(params.get('searchValue'));
  const faqs = useQuery(faqsQuery({ category, searchValue }));
  const go = (next: FaqCategory | undefined, term: string) => navigate({ search: faqSearch(next, term) });
  const tab = category ?? ALL;

  return (
    <section aria-labelledby="faq-title">
      <CenterTitle id="faq-title" title="자주 묻는 질문" />
      <BoardSearch
        className="mt-5"
        term={searchValue}
        label="자주 묻는 질문 검색"
        placeholder="질문 검색 (예: 배송, 반품)"
        onSearch={(term) => go(category, term)}
      />
      <Tabs
        value={tab}
        onValueChange={(value) => go(value === ALL ? undefined : (value as FaqCategory), searchValue)}
        className="mt-6"
      >
        <TabsList
          aria-label="질문 분류"
          className="-mx-[var(--spacing-gutter)] px-[var(--spacing-gutter)] sm:mx-0 sm:px-0"
        >
          <TabsTrigger value={ALL}>전체</TabsTrigger>
          {faqCategories.map((c) => (
            <TabsTrigger key={c} value={c}>
              {faqCategoryLabel[c]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab} className="pt-6 pb-0">
          {searchValue && faqs.data && (
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              <strong className="font-semibold text-ink">‘{searchValue}’</strong> 검색결과{' '}
              <strong className="font-bold text-ink">{formatNumber(faqs.data.length)}</strong>건
            </p>
          )}
          {faqs.isPending ? (
            <Loading />
          ) : faqs.isError ? (
            <ErrorState error={faqs.error} onRetry={() => faqs.refetch()} />
          ) : faqs.data.length === 0 ? (
            <Empty
              message={
                searchValue ? (
                  <>
                    <strong className="font-semibold text-ink">‘{searchValue}’</strong>에 해당하는 질문이
                    없습니다
                  </>
                ) : (
                  '등록된 질문이 없습니다'
                )
              }
            >
              {searchValue ? (
                <Button variant="outline" size="sm" onClick={() => go(category, '')}>
                  검색어 지우기
                </Button>
              ) : (
                <ButtonLink to="/center/inquiry" variant="outline" size="sm">
                  1:1 상담 신청
                </ButtonLink>
              )}
            </Empty>
          ) : (
            <div className={cn('transition-opacity', faqs.isPlaceholderData && 'opacity-60')}>
              <FaqAccordion faqs={faqs.data} showCategory={!category} />
            </div>
          )}
        </TabsContent>
      </Tabs>
      <p className="mt-8 rounded-card bg-surface px-5 py-4 text-sm leading-relaxed text-muted">
        원하시는 답변을 찾지 못하셨나요?{' '}
        <Link to="/center/inquiry" className="font-semibold text-brand-700 underline underline-offset-2">
          1:1 문의
        </Link>
        를 남겨주시면 담당자가 빠르게 답변드립니다.
      </p>
    </section>
  );
}
