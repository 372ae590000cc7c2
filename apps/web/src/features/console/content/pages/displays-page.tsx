import { type DisplayCode, displayCodeLabel, displayCodes, MAX_DISPLAY_PRODUCTS } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { FormAlert } from '@/components/console/fields.tsx';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUnsavedChanges } from '@/components/console/unsaved-changes.ts';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { displaysQuery, useSaveDisplays } from '../api/displays.ts';
import { type PickedProduct, ProductPicker, pickedOf } from '../components/product-picker.tsx';
import { orderChanged } from '../ordering.ts';

const where: Record<DisplayCode, string> = {
  section1: '홈 화면 베스트셀러 영역에 이 순서대로 보입니다.',
  section2: '홈 화면 MD PICK 영역에 이 순서대로 보입니다.',
};

/** /console/shop/display: the products of the home page's 베스트셀러 and MD PICK, picked and ordered. */
export function ConsoleDisplaysPage() {
  const { params, update } = useUrlState();
  const code = pick(params.get('code'), displayCodes) ?? 'section1';
  // A router keeps one navigation blocker: the page holds it for both lists.
  const [dirty, setDirty] = useState<Record<DisplayCode, boolean>>({ section1: false, section2: false });
  useUnsavedChanges(dirty.section1 || dirty.section2);
  const onDirty = useCallback(
    (c: DisplayCode, isDirty: boolean) => setDirty((d) => (d[c] === isDirty ? d : { ...d, [c]: isDirty })),
    [],
  );
  return (
    <>
      <ConsolePageTitle
        title="진열 관리"
        description="홈 화면에 진열할 상품을 고르고 순서를 정합니다. 숨김이나 품절 상품은 쇼핑몰에 보이지 않을 수 있습니다."
      />
      <Tabs
        value={code}
        onValueChange={(value) => update({ code: value === 'section1' ? undefined : value })}
      >
        <TabsList aria-label="진열 영역" className="mb-5 rounded-t-xl bg-white">
          {displayCodes.map((c) => (
            <TabsTrigger key={c} value={c}>
              {displayCodeLabel[c]}
              <span className="ml-1 font-mono text-xs font-normal text-muted">{c}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {displayCodes.map((c) => (
          // Both stay mounted: switching tabs keeps the other list's unsaved changes.
          <TabsContent key={c} value={c} forceMount className="py-0! data-[state=inactive]:hidden">
            <DisplayEditor code={c} onDirty={onDirty} />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function DisplayEditor({
  code,
  onDirty,
}: {
  code: DisplayCode;
  onDirty: (code: DisplayCode, dirty: boolean) => void;
}) {
  const displays = useQuery(displaysQuery(code));
  const save = useSaveDisplays(code);
  const [saved, setSaved] = useState<PickedProduct[] | null>(null);
  const [list, setList] = useState<PickedProduct[]>([]);
  const [message, setMessage] = useState<string | null>(null);

  // The server's list becomes the starting point once, and again after each save.
  useEffect(() => {
    if (!displays.data || saved) return;
    const from = displays.data.map((d) => pickedOf(d.product));
    setSaved(from);
    setList(from);
  }, [displays.data, saved]);

  const dirty = saved !== null && orderChanged(saved, list);
  useEffect(() => onDirty(code, dirty), [onDirty, code, dirty]);

  const submit = async () => {
    setMessage(null);
    try {
      const answer = await save.mutateAsync(list.map((p) => p._id));
      const next = answer.map((d) => pickedOf(d.product));
      setSaved(next);
      setList(next);
      toast(`${displayCodeLabel[code]} 진열을 저장했습니다`);
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) setMessage(errorMessage(error));
    }
  };

  if (displays.isPending || !saved) {
    return displays.isError ? (
      <ErrorState error={displays.error} onRetry={() => displays.refetch()} />
    ) : (
      <Loading />
    );
  }

  return (
    <Panel
      title={`${displayCodeLabel[code]} 상품`}
      titleId={`display-${code}`}
      actions={
        <div className="flex items-center gap-2">
          {dirty && (
            <span className="text-[13px] font-medium text-warning">저장하지 않은 변경이 있습니다</span>
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={!dirty || save.isPending}
            onClick={() => setList(saved)}
          >
            되돌리기
          </Button>
          <Button size="sm" disabled={!dirty || save.isPending} aria-busy={save.isPending} onClick={submit}>
            {save.isPending ? '저장하는 중…' : '진열 저장'}
          </Button>
        </div>
      }
    >
      <p className="mb-4 text-sm text-muted">{where[code]}</p>
      <ProductPicker
        value={list}
        onChange={setList}
        max={MAX_DISPLAY_PRODUCTS}
        label={`${displayCodeLabel[code]} 진열 순서`}
      />
      <FormAlert className="mt-4">{message}</FormAlert>
    </Panel>
  );
}
