import type { ConsoleSettlement } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  ExcelButton,
  ExcelError,
  ListCount,
  ListPanel,
  SearchButtons,
  SearchPanel,
  useExcelDownload,
} from '@/components/console/list-panel.tsx';
import { ConsolePageTitle, Panel, td, th } from '@/components/console/panel.tsx';
import { SearchWordField, useSearchDraft } from '@/components/console/search-fields.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUrlState } from '@/components/console/url-state.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { formatDateTime } from '@/lib/format.ts';
import { exportSettlement, settlementQuery, useConfirmSettlement, useRecomputeSettlement } from './api.ts';
import { percentOf, Scaled, StatusBadge, won, YearShare } from './figures.tsx';

const PAGE_SIZE = 20;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-[15px] font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

function Summary({ settlement: s }: { settlement: ConsoleSettlement }) {
  return (
    <Panel
      title={
        <span className="inline-flex items-center gap-2">
          {s.month} 정산 <StatusBadge settlement={s} />
        </span>
      }
      className="mb-5"
      titleId="settlement-summary"
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Figure label="매출 (실결제)">{won(s.monthSales)}</Figure>
        <Figure label={`수당 한도 (${percentOf(s.capBp)})`}>{won(s.cap)}</Figure>
        <Figure label="기본 수당">{won(s.goods)}</Figure>
        <Figure label="지급 비율">
          {percentOf(s.factorBp)}
          {s.capReached && <span className="ml-1 text-xs text-danger">한도 도달</span>}
        </Figure>
        <Figure label="직급 수당">
          <Scaled paid={s.gradeScaled} unscaled={s.grade} />
        </Figure>
        <Figure label="장려 수당">
          <Scaled paid={s.salesScaled} unscaled={s.sales} />
        </Figure>
        <Figure label="연간 수당 비율">
          <YearShare settlement={s} />
        </Figure>
        <Figure label={s.confirmedAt ? '확정 일시' : '계산 일시'}>
          {formatDateTime(s.confirmedAt ?? s.computedAt)}
        </Figure>
      </dl>
      {s.factorBp < 10_000 && (
        <p className="mt-3 text-xs text-muted">
          한도 초과: 직급·장려 수당 × {won(s.numerator)} / {won(s.denominator)} (원 미만 절사)
        </p>
      )}
    </Panel>
  );
}

type Action = 'recompute' | 'confirm';
const actionText: Record<Action, { title: string; description: string; button: string; done: string }> = {
  recompute: {
    title: '정산 재계산',
    description: '지금까지의 구매확정·수당 내역으로 이 달의 정산을 다시 계산합니다.',
    button: '재계산',
    done: '정산을 다시 계산했습니다',
  },
  confirm: {
    title: '정산 확정',
    description:
      '직급·장려 수당을 정회원에게 지급하고 모든 회원의 직급을 다시 정합니다. 확정한 정산은 되돌리거나 재계산할 수 없습니다.',
    button: '확정',
    done: '정산을 확정하고 수당을 지급했습니다',
  },
};

function ActionDialog({
  action,
  _settlement,
  onDone,
}: {
  action: Action;
  _settlement: string;
  onDone: () => void;
}) {
  const recompute = useRecomputeSettlement();
  const confirm = useConfirmSettlement();
  const mutation = action === 'confirm' ? confirm : recompute;
  const text = actionText[action];
  return (
    <DialogContent
      title={text.title}
      description={text.description}
      footer={
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">취소</Button>
          </DialogClose>
          <Button
            disabled={mutation.isPending}
            onClick={() =>
              mutation.mutate(_settlement, {
                onSuccess: () => {
                  toast(text.done);
                  onDone();
                },
              })
            }
          >
            {mutation.isPending ? '처리 중…' : text.button}
          </Button>
        </div>
      }
    >
      {mutation.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorMessage(mutation.error)}
        </p>
      ) : (
        <p className="text-sm text-ink">{text.button}하시겠습니까?</p>
      )}
    </DialogContent>
  );
}

/** /console/user-settlements/:_settlement: the month, its lines, 재계산, 확정 and the Excel file. */
export function ConsoleSettlementPage() {
  const { _settlement = '' } = useParams();
  const { params, page, update, hrefFor } = useUrlState();
  const searchValue = params.get('searchValue')?.trim() || undefined;
  const detail = useQuery(settlementQuery(_settlement, { searchValue, page, pageSize: PAGE_SIZE }));
  const [draft, setDraft] = useSearchDraft(searchValue);
  const dialog = params.get('dialog');
  const action: Action | null = dialog === 'recompute' || dialog === 'confirm' ? dialog : null;
  const excel = useExcelDownload({
    fetchFile: () => exportSettlement(_settlement, searchValue),
    fileName: () => `월정산_${detail.data?.settlement.month ?? ''}.xlsx`,
  });
  const settlement = detail.data?.settlement;
  const awaiting = settlement?.status === 'AWAITING';
  const close = () => update({ dialog: undefined }, { keepPage: true });

  if (detail.isPending) return <Loading />;
  if (detail.isError && !settlement)
    return <ErrorState error={detail.error} onRetry={() => detail.refetch()} />;

  return (
    <>
      <ConsolePageTitle
        title="정산 상세"
        description={
          <Link to="/console/user-settlements" className="underline-offset-2 hover:underline">
            ← 월 정산 목록
          </Link>
        }
        actions={
          <>
            <ExcelButton excel={excel} />
            <Button
              variant="outline"
              disabled={!awaiting}
              onClick={() => update({ dialog: 'recompute' }, { keepPage: true })}
            >
              재계산
            </Button>
            <Button disabled={!awaiting} onClick={() => update({ dialog: 'confirm' }, { keepPage: true })}>
              확정
            </Button>
          </>
        }
      />
      <ExcelError error={excel.error} />
      {settlement && <Summary settlement={settlement} />}
      <SearchPanel label="정회원 검색">
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            update({ searchValue: draft.trim() || undefined });
          }}
          className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end"
        >
          <SearchWordField
            id="lines-search"
            label="정회원 (이름 또는 아이디)"
            value={draft}
            onValue={setDraft}
          />
          <SearchButtons filtered={!!searchValue} onReset={() => update({ searchValue: undefined })} />
        </form>
      </SearchPanel>
      <ListPanel
        title={<ListCount noun="정회원" unit="명" total={detail.data?.summary.totalCount} />}
        query={detail}
        rows={detail.data?.lines.length}
        empty={
          <Empty
            message={searchValue ? '검색 조건에 맞는 정회원이 없습니다' : '정산 명세가 없습니다'}
            className="border-none"
          />
        }
        paging={{ page, pageSize: PAGE_SIZE, totalCount: detail.data?.summary.totalCount ?? 0, hrefFor }}
      >
        <div className="-mx-4 -mt-4 overflow-x-auto sm:-mx-5 sm:-mt-5" aria-busy={detail.isPlaceholderData}>
          <table className="w-full min-w-[1040px] border-collapse">
            <caption className="sr-only">정회원별 정산 명세</caption>
            <thead>
              <tr>
                {[
                  '정회원',
                  '본인 구매',
                  '추천회원 구매',
                  '직급',
                  '레벨',
                  '기본',
                  '직급 수당',
                  '장려 수당',
                  '합계',
                ].map((h, i) => (
                  <th key={h} scope="col" className={cn(th, i > 0 && i !== 3 && i !== 4 && 'text-right')}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={detail.isPlaceholderData ? 'opacity-60' : undefined}>
              {(detail.data?.lines ?? []).map((l) => (
                <tr key={l._id} className="hover:bg-brand-50/40">
                  <td className={td}>
                    {l.user.name} <span className="text-muted">({l.user.username})</span>
                  </td>
                  <td className={cn(td, 'text-right tabular-nums')}>{won(l.paid)}</td>
                  <td className={cn(td, 'text-right tabular-nums')}>{won(l.promoteesPaid)}</td>
                  <td className={td}>{l.gradeName || '-'}</td>
                  <td className={td}>{l.levelName || '-'}</td>
                  <td className={cn(td, 'text-right tabular-nums')}>{won(l.goods)}</td>
                  <td className={cn(td, 'text-right')}>
                    <Scaled paid={l.gradeScaled} unscaled={l.grade} />
                  </td>
                  <td className={cn(td, 'text-right')}>
                    <Scaled paid={l.salesScaled} unscaled={l.sales} />
                  </td>
                  <td className={cn(td, 'text-right font-bold tabular-nums')}>{won(l.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListPanel>
      <Dialog open={!!action && awaiting} onOpenChange={(open) => !open && close()}>
        {action && awaiting && <ActionDialog action={action} _settlement={_settlement} onDone={close} />}
      </Dialog>
    </>
  );
}
