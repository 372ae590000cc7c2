import {
  type Exhibition,
  type ExhibitionKind,
  exhibitionKindLabel,
  exhibitionKinds,
  formatDate,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { BackLink, LoadFailure, SaveBar } from '@/components/console/editor.tsx';
import { ListCount, ListPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUnsavedChanges } from '@/components/console/unsaved-changes.ts';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { Select, SelectField, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatNumber } from '@/lib/format.ts';
import {
  type ExhibitionSlot,
  exhibitionQuery,
  exhibitionsQuery,
  useDeleteExhibition,
  useExhibitionAction,
} from '../api/exhibitions.ts';
import { DisplayCell, DisplayStatusBadge } from '../components/display-status.tsx';
import { ImageSlot } from '../components/image-slot.tsx';
import { PeriodFields } from '../components/period-fields.tsx';
import { type PickedProduct, ProductPicker, pickedOf } from '../components/product-picker.tsx';
import { RichTextField } from '../components/rich-text.tsx';
import {
  type ExhibitionFormValues,
  emptyExhibitionForm,
  exhibitionToForm,
  readExhibitionForm,
} from '../content-forms.ts';
import { fieldsOf, placeDetails, resolverOf } from '../form.ts';
import { orderChanged } from '../ordering.ts';

const PAGE_SIZE = 20;
export const MAX_EXHIBITION_PRODUCTS = 200;
const resolver = resolverOf((v: ExhibitionFormValues) => readExhibitionForm(v));
const isField = fieldsOf(emptyExhibitionForm());
const kindTone: Record<ExhibitionKind, 'danger' | 'brand' | 'warning'> = {
  BARGAIN_SALES: 'danger',
  PLANNED_SALES: 'brand',
  POP_UP_EVENTS: 'warning',
};

/** /console/shop/exhibitions: 기획전 by kind, with their period and products. */
export function ConsoleExhibitionsPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const kind = pick(params.get('kind'), exhibitionKinds);
  const exhibitions = useQuery(exhibitionsQuery(kind, page, PAGE_SIZE));
  const remove = useDeleteExhibition();
  const [working, setWorking] = useState(false);

  const del = async (e: Exhibition) => {
    if (!window.confirm(`'${e.title}' 기획전을 삭제하시겠습니까?\n담긴 상품 목록도 함께 삭제됩니다.`)) return;
    setWorking(true);
    try {
      await remove.mutateAsync(e._id);
      toast(`'${e.title}' 기획전을 삭제했습니다`);
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
    } finally {
      setWorking(false);
    }
  };
  const handlers = useRef({ del });
  handlers.current = { del };

  const columns = useMemo(() => {
    const col = consoleColumnHelper<Exhibition>();
    const list: ConsoleColumn<Exhibition>[] = [
      col.display({
        id: 'thumb',
        header: () => <span className="sr-only">썸네일</span>,
        meta: { className: 'w-24 py-2' },
        cell: ({ row }) =>
          row.original.thumb ? (
            <img
              src={row.original.thumb}
              alt=""
              loading="lazy"
              className="h-12 w-20 rounded-md border border-line object-cover"
            />
          ) : (
            <span className="grid h-12 w-20 place-items-center rounded-md border border-dashed border-line text-[11px] text-subtle">
              없음
            </span>
          ),
      }),
      col.accessor('kind', {
        header: '종류',
        cell: ({ row }) => (
          <Badge tone={kindTone[row.original.kind]}>{exhibitionKindLabel[row.original.kind]}</Badge>
        ),
      }),
      col.accessor('title', {
        header: '제목',
        meta: { className: 'whitespace-normal' },
        cell: ({ row }) => (
          <div className="min-w-48">
            <Link
              to={`/console/shop/exhibitions/${row.original._id}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {row.original.title}
            </Link>
            {row.original.summary && (
              <p className="mt-0.5 line-clamp-1 text-xs text-muted">{row.original.summary}</p>
            )}
          </div>
        ),
      }),
      col.accessor('productCount', {
        header: '상품',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
        cell: ({ getValue }) => `${formatNumber(getValue())}개`,
      }),
      col.display({
        id: 'status',
        header: '노출 상태',
        cell: ({ row }) => <DisplayCell display={row.original.display} />,
      }),
      col.accessor('createdAt', { header: '등록일', cell: ({ getValue }) => formatDate(getValue()) }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">관리</span>,
        meta: { className: 'text-right' },
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <ButtonLink
              to={`/console/shop/exhibitions/${row.original._id}`}
              variant="outline"
              size="sm"
              aria-label={`${row.original.title} 수정`}
            >
              수정
            </ButtonLink>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger!"
              aria-label={`${row.original.title} 삭제`}
              onClick={() => void handlers.current.del(row.original)}
            >
              삭제
            </Button>
          </div>
        ),
      }),
    ];
    return list;
  }, []);

  return (
    <>
      <ConsolePageTitle
        title="기획전 관리"
        description="쇼핑몰 기획전(/shop/exhibitions)에 보이는 특가할인, 기획전, 팝업 이벤트입니다."
        actions={<ButtonLink to="/console/shop/exhibitions/create">기획전 등록</ButtonLink>}
      />
      <ListPanel
        title={<ListCount noun="기획전" unit="개" total={exhibitions.data?.summary.totalCount} />}
        actions={
          <div className="flex items-center gap-2">
            {working && <span className="text-[13px] text-muted">삭제하는 중…</span>}
            <label htmlFor="filter-kind" className="text-[13px] whitespace-nowrap text-muted">
              종류
            </label>
            <Select
              id="filter-kind"
              className="h-9! w-36 text-sm!"
              value={kind ?? ''}
              onChange={(e) => update({ kind: e.target.value || undefined })}
            >
              <option value="">전체</option>
              {exhibitionKinds.map((k) => (
                <option key={k} value={k}>
                  {exhibitionKindLabel[k]}
                </option>
              ))}
            </Select>
          </div>
        }
        query={exhibitions}
        rows={exhibitions.data?.exhibitions.length}
        empty={
          <Empty
            message={kind ? `${exhibitionKindLabel[kind]} 기획전이 없습니다` : '등록된 기획전이 없습니다'}
            className="border-none"
          />
        }
        paging={{ page, pageSize: PAGE_SIZE, totalCount: exhibitions.data?.summary.totalCount ?? 0, hrefFor }}
      >
        <DataTable
          className="-mx-4 -mt-4 sm:-mx-5 sm:-mt-5"
          caption="기획전 목록"
          columns={columns}
          data={exhibitions.data?.exhibitions ?? []}
          getRowId={(e) => e._id}
          minWidth={920}
          busy={exhibitions.isPlaceholderData || working}
        />
      </ListPanel>
    </>
  );
}

/** /console/shop/exhibitions/create */
export function ConsoleExhibitionCreatePage() {
  return (
    <>
      <BackLink to="/console/shop/exhibitions">기획전 목록</BackLink>
      <h1 className="mt-2 mb-5 text-xl font-bold tracking-tight sm:text-2xl">기획전 등록</h1>
      <ExhibitionForm />
    </>
  );
}

/** /console/shop/exhibitions/:_exhibition */
export function ConsoleExhibitionPage() {
  const { _exhibition = '' } = useParams();
  const query = useQuery(exhibitionQuery(_exhibition));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        notFound="기획전을 찾을 수 없습니다"
        listTo="/console/shop/exhibitions"
        listLabel="기획전 목록"
        onRetry={() => query.refetch()}
      />
    );
  }
  const exhibition = query.data;
  return (
    <>
      <BackLink to="/console/shop/exhibitions">기획전 목록</BackLink>
      <div className="mt-2 mb-5 flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-xl font-bold tracking-tight break-all sm:text-2xl">{exhibition.title}</h1>
        <DisplayStatusBadge display={exhibition.display} />
        <Link
          to={`/shop/exhibitions/${exhibition._id}`}
          target="_blank"
          className="w-full text-[13px] text-brand-700 hover:underline"
        >
          쇼핑몰에서 보기
        </Link>
      </div>
      <ExhibitionForm key={exhibition._id} exhibition={exhibition} />
    </>
  );
}

type Detail = Exhibition & { products: PickedProduct[] };
type Pending = Record<ExhibitionSlot, { file: Blob | null; remove: boolean }>;
const noFiles = (): Pending => ({
  thumb: { file: null, remove: false },
  banner: { file: null, remove: false },
});
const slotLabel: Record<ExhibitionSlot, string> = { thumb: '목록 썸네일', banner: '상단 배너' };

function ExhibitionForm({ exhibition }: { exhibition?: Detail }) {
  const navigate = useNavigate();
  const action = useExhibitionAction();
  const remove = useDeleteExhibition();
  const [message, setMessage] = useState<string | null>(null);
  const initialProducts = useMemo(() => (exhibition?.products ?? []).map(pickedOf), [exhibition]);
  const [savedProducts, setSavedProducts] = useState(initialProducts);
  const [products, setProducts] = useState(initialProducts);
  const [files, setFiles] = useState<Pending>(noFiles);
  const form = useForm<ExhibitionFormValues>({
    resolver,
    defaultValues: exhibition ? exhibitionToForm(exhibition) : emptyExhibitionForm(),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const filesChanged = Object.values(files).some((f) => f.file || f.remove);
  const leaving = useUnsavedChanges(isDirty || filesChanged || orderChanged(savedProducts, products));

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const read = readExhibitionForm(
      values,
      products.map((p) => p._id),
    );
    if (!read.input) return;
    let saved: Exhibition;
    try {
      saved = exhibition
        ? await action.mutateAsync({ type: 'update', _id: exhibition._id, body: read.input })
        : await action.mutateAsync({ type: 'create', body: read.input });
    } catch (error) {
      setMessage(
        placeDetails(error, isField, setError, { fieldOf: (p) => (p.startsWith('_products') ? '' : p) }),
      );
      return;
    }
    try {
      for (const slot of ['thumb', 'banner'] as const) {
        const pending = files[slot];
        if (pending.file)
          await action.mutateAsync({ type: 'file', _id: saved._id, slot, file: pending.file });
        else if (pending.remove && exhibition?.[slot]) {
          await action.mutateAsync({ type: 'deleteFile', _id: saved._id, slot });
        }
        setFiles((f) => ({ ...f, [slot]: { file: null, remove: false } }));
      }
      toast(exhibition ? '기획전을 저장했습니다' : '기획전을 등록했습니다');
    } catch (error) {
      toast.error(`기획전은 저장했지만 이미지를 올리지 못했습니다: ${errorMessage(error)}`);
    }
    if (exhibition) {
      reset(values);
      setSavedProducts(products);
    } else {
      leaving.current = true;
      navigate(`/console/shop/exhibitions/${saved._id}`, { replace: true });
    }
  });

  const deleteExhibition = async () => {
    if (!exhibition) return;
    if (
      !window.confirm(`'${exhibition.title}' 기획전을 삭제하시겠습니까?\n담긴 상품 목록도 함께 삭제됩니다.`)
    )
      return;
    try {
      await remove.mutateAsync(exhibition._id);
      leaving.current = true;
      toast(`'${exhibition.title}' 기획전을 삭제했습니다`);
      navigate('/console/shop/exhibitions', { replace: true });
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  const slot = (name: ExhibitionSlot, aspect: string, hint: string) => (
    <div>
      <p className="mb-1.5 text-sm font-semibold text-ink">{slotLabel[name]}</p>
      <ImageSlot
        label={slotLabel[name]}
        saved={exhibition?.[name] ?? null}
        file={files[name].file}
        removed={files[name].remove}
        aspect={aspect}
        hint={hint}
        onPick={(file) => setFiles((f) => ({ ...f, [name]: { file, remove: false } }))}
        onRemove={() =>
          setFiles((f) => ({
            ...f,
            [name]: f[name].file ? { file: null, remove: false } : { file: null, remove: true },
          }))
        }
      />
    </div>
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={exhibition ? '기획전 수정' : '기획전 등록'}>
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-5">
            <Panel title="기본 정보" titleId="exhibition-basics">
              <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
                <TextField
                  label="제목"
                  required
                  maxLength={100}
                  error={errors.title?.message}
                  {...register('title')}
                />
                <SelectField label="종류" required error={errors.kind?.message} {...register('kind')}>
                  <option value="">종류 선택</option>
                  {exhibitionKinds.map((k) => (
                    <option key={k} value={k}>
                      {exhibitionKindLabel[k]}
                    </option>
                  ))}
                </SelectField>
                <TextAreaField
                  label="요약"
                  maxLength={300}
                  className="sm:col-span-2 [&_textarea]:min-h-20"
                  hint="기획전 목록에 제목과 함께 보입니다"
                  error={errors.summary?.message}
                  {...register('summary')}
                />
              </div>
            </Panel>
            <Panel title="상품" titleId="exhibition-products">
              <ProductPicker
                value={products}
                onChange={setProducts}
                max={MAX_EXHIBITION_PRODUCTS}
                label="기획전 상품 순서"
              />
            </Panel>
            <Panel title="상세 내용" titleId="exhibition-content">
              <RichTextField control={control} name="content" label="기획전 상세 내용" />
            </Panel>
          </div>
          <div className="space-y-5">
            <Panel title="노출 설정" titleId="exhibition-display">
              <div className="space-y-4">
                <PeriodFields what="기획전" />
                <TextField
                  label="순서"
                  inputMode="numeric"
                  hint="작은 순서가 목록 앞에 보입니다"
                  error={errors.order?.message}
                  {...register('order')}
                />
              </div>
            </Panel>
            <Panel title="이미지" titleId="exhibition-images">
              <div className="space-y-5">
                {slot('thumb', 'aspect-[4/3]', '기획전 목록 카드에 보입니다 (4:3 권장)')}
                {slot('banner', 'aspect-[16/5]', '기획전 상세 맨 위에 보입니다 (1920×600 권장)')}
              </div>
            </Panel>
          </div>
        </div>
        <SaveBar message={message} invalid={Object.keys(errors).length > 0}>
          {exhibition && (
            <Button
              variant="ghost"
              className="mr-auto text-danger!"
              onClick={deleteExhibition}
              disabled={remove.isPending}
            >
              기획전 삭제
            </Button>
          )}
          <ButtonLink to="/console/shop/exhibitions" variant="outline">
            목록으로
          </ButtonLink>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="min-w-28">
            {isSubmitting ? '저장하는 중…' : exhibition ? '저장하기' : '등록하기'}
          </Button>
        </SaveBar>
      </form>
    </FormProvider>
  );
}
