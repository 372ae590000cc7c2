import type { ShopSetting } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormAlert, Switch } from '@/components/console/fields.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Checkbox, Input } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { categoriesQuery } from '@/lib/api/console-products.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { naverEpKey, naverEpStatusQuery } from '../api/naver-ep.ts';
import { settingQuery, useSaveSetting } from '../api/setting.ts';
import { categoryRows, knownIds, runText, toggled } from '../naver-ep-form.ts';

/**
 * /console/shop/setting: 네이버쇼핑 EP. The switch and the excluded categories are the setting's
 * `naverEp` section; the addresses to register in 쇼핑파트너센터 and the last generations come from
 * GET /api/console/naver-ep.
 */
export function NaverEpSection() {
  const setting = useQuery(settingQuery());
  const categories = useQuery(categoriesQuery());
  if (setting.isPending || categories.isPending) return <Loading />;
  if (setting.isError) return <ErrorState error={setting.error} onRetry={() => setting.refetch()} />;
  if (categories.isError) return <ErrorState error={categories.error} onRetry={() => categories.refetch()} />;
  return <NaverEpForm saved={setting.data.naverEp} tree={categories.data} />;
}

function NaverEpForm({
  saved,
  tree,
}: {
  saved: ShopSetting['naverEp'];
  tree: Parameters<typeof categoryRows>[0];
}) {
  const rows = useMemo(() => categoryRows(tree), [tree]);
  const [enabled, setEnabled] = useState(saved.enabled);
  const [excluded, setExcluded] = useState<string[]>(() => knownIds(saved.excludedCategories, rows));
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveSetting();
  const queryClient = useQueryClient();
  const listId = useId();
  useEffect(() => {
    setEnabled(saved.enabled);
    setExcluded(knownIds(saved.excludedCategories, rows));
  }, [saved, rows]);
  const dirty =
    enabled !== saved.enabled ||
    excluded.length !== saved.excludedCategories.length ||
    excluded.some((id) => !saved.excludedCategories.includes(id));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      await save.mutateAsync({ naverEp: { enabled, excludedCategories: excluded } });
      await queryClient.invalidateQueries({ queryKey: naverEpKey });
      toast('네이버쇼핑 EP 설정을 저장했습니다');
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  return (
    <Panel title="네이버쇼핑 EP" titleId="setting-naverEp">
      <form onSubmit={submit} noValidate aria-labelledby="setting-naverEp" className="space-y-5">
        <p className="-mt-1 text-[13px] text-muted">
          네이버 쇼핑파트너센터에 등록하는 상품 DB(EP 3.0) 주소입니다. 품절·숨김 상품과 제외한 카테고리의
          상품은 빠지고, 요약 EP에는 마지막 전체 EP 이후 바뀐 상품이 I(신규)·U(변경)·D(삭제)로 실립니다.
        </p>
        <Switch
          label="네이버쇼핑 EP 사용"
          description="끄면 EP 주소가 응답하지 않습니다 (404)."
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <FeedAddresses />
        <fieldset className="space-y-2">
          <legend className="text-[15px] font-semibold text-ink">
            제외할 카테고리{' '}
            <span className="text-[13px] font-normal text-muted">({excluded.length}개 선택)</span>
          </legend>
          <p className="text-[13px] text-muted">
            선택한 카테고리와 그 아래 카테고리의 상품은 EP에 싣지 않습니다.
          </p>
          {rows.length === 0 ? (
            <p className="text-[13px] text-muted">카테고리가 없습니다.</p>
          ) : (
            <ul id={listId} className="max-h-72 space-y-1 overflow-y-auto rounded-lg border border-line p-3">
              {rows.map((row) => (
                <li key={row._id} style={{ paddingLeft: `${(row.depth - 1) * 1.25}rem` }}>
                  <Checkbox
                    label={
                      <>
                        {row.name}
                        {row.hidden && <span className="ml-1 text-xs text-muted">(숨김)</span>}
                      </>
                    }
                    aria-label={`${row.path} 제외`}
                    checked={excluded.includes(row._id)}
                    onChange={() => setExcluded((current) => toggled(current, row._id))}
                  />
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <FormAlert>{message}</FormAlert>
        <div className="flex items-center justify-end gap-2">
          {dirty && <span className="text-[13px] text-warning">저장하지 않은 변경이 있습니다</span>}
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? '저장하는 중…' : '네이버쇼핑 EP 저장'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function FeedAddresses() {
  const status = useQuery(naverEpStatusQuery());
  if (status.isPending) return <Loading />;
  if (status.isError) return <ErrorState error={status.error} onRetry={() => status.refetch()} />;
  const { enabled, allUrl, summaryUrl, lastAll, lastSummary } = status.data;
  return (
    <div className="space-y-3 rounded-lg bg-surface p-3 sm:p-4">
      {!enabled && (
        <p className="text-[13px] font-medium text-warning">
          지금은 꺼져 있습니다. 사용을 켜고 저장하면 아래 주소가 응답합니다.
        </p>
      )}
      <FeedUrl label="전체 EP" url={allUrl} live={enabled} last={runText(lastAll, '상품')} />
      <FeedUrl label="요약 EP" url={summaryUrl} live={enabled} last={runText(lastSummary, '변경')} />
    </div>
  );
}

function FeedUrl({ label, url, live, last }: { label: string; url: string; live: boolean; last: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast(`${label} 주소를 복사했습니다`);
    } catch {
      toast.error('주소를 복사하지 못했습니다. 직접 선택해 복사해주세요');
    }
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-[13px] font-semibold text-ink">
        {label} 주소
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} readOnly value={url} className="w-full min-w-0 text-sm sm:flex-1" />
        <div className="flex shrink-0 gap-2">
          <Button type="button" size="sm" variant="outline" onClick={copy}>
            복사
          </Button>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-disabled={!live}
            className={cn(
              buttonClass({ variant: 'outline', size: 'sm' }),
              !live && 'pointer-events-none opacity-50',
            )}
          >
            열기<span className="sr-only"> ({label}, 새 창)</span>
          </a>
        </div>
      </div>
      <p className="text-[13px] text-muted">마지막 생성: {last}</p>
    </div>
  );
}
