import { type Faq, faqCategories, faqCategoryLabel, formatDate } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ConsoleColumn, consoleColumnHelper, DataTable } from '@/components/console/data-table.tsx';
import { DialogSaveRow } from '@/components/console/editor.tsx';
import { ListCount, ListPanel, SearchPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { RichTextField } from '@/components/console/rich-text-field.tsx';
import { RowActions } from '@/components/console/row-actions.tsx';
import { KeywordSearch, useSearchDraft } from '@/components/console/search-fields.tsx';
import { toast } from '@/components/console/toast.tsx';
import { pick, useDialogParam, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { type FaqBody, faqsQuery, useFaqAction } from '../api/center.ts';
import { emptyFaqForm, type FaqFormValues, faqToForm, readFaqForm } from '../content-forms.ts';
import { fieldsOf, placeDetails, resolverOf } from '../form.ts';

const resolver = resolverOf(readFaqForm);
const isField = fieldsOf(emptyFaqForm());

/** /console/center/faqs: questions by category (the storefront's accordion), edited in a dialog. */
export function ConsoleFaqsPage() {
  const { params, update } = useUrlState();
  const category = pick(params.get('category'), faqCategories);
  const searchValue = params.get('searchValue')?.trim() || undefined;
  const faqs = useQuery(faqsQuery(category, searchValue));
  const action = useFaqAction();
  const [typed, setTyped] = useSearchDraft(searchValue);
  const dialog = useDialogParam('_faq');
  const editing = faqs.data?.faqs.find((f) => f._id === dialog.editing);

  const del = async (f: Faq) => {
    if (!window.confirm(`'${f.question}' 질문을 삭제하시겠습니까?`)) return;
    try {
      await action.mutateAsync({ type: 'delete', _id: f._id });
      toast('FAQ를 삭제했습니다');
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
    }
  };
  const handlers = useRef({ del, edit: dialog.openEdit });
  handlers.current = { del, edit: dialog.openEdit };

  const columns = useMemo(() => {
    const col = consoleColumnHelper<Faq>();
    const list: ConsoleColumn<Faq>[] = [
      col.accessor('category', {
        header: '분류',
        cell: ({ row }) => <Badge tone="brand">{faqCategoryLabel[row.original.category]}</Badge>,
      }),
      col.accessor('question', {
        header: '질문',
        meta: { className: 'w-full whitespace-normal' },
        cell: ({ row }) => (
          <button
            type="button"
            className="min-w-56 text-left font-semibold text-brand-700 hover:underline"
            onClick={() => handlers.current.edit(row.original._id)}
          >
            {row.original.question}
          </button>
        ),
      }),
      col.accessor('order', {
        header: '순서',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
      }),
      col.accessor('createdAt', { header: '등록일', cell: ({ getValue }) => formatDate(getValue()) }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">관리</span>,
        meta: { className: 'text-right' },
        cell: ({ row }) => (
          <RowActions
            name={row.original.question}
            edit={{ onClick: () => handlers.current.edit(row.original._id) }}
            onRemove={() => void handlers.current.del(row.original)}
          />
        ),
      }),
    ];
    return list;
  }, []);

  const chip = (active: boolean) =>
    cn(
      'h-9 rounded-full border px-3.5 text-sm font-semibold transition-colors',
      active
        ? 'border-brand-600 bg-brand-600 text-white'
        : 'border-line bg-white text-ink hover:border-brand-300',
    );

  return (
    <>
      <ConsolePageTitle
        title="FAQ 관리"
        description="고객센터 자주 묻는 질문(/center/faq)입니다. 분류마다 순서가 작은 질문이 먼저 보입니다."
        actions={<Button onClick={dialog.openCreate}>FAQ 등록</Button>}
      />
      <SearchPanel label="FAQ 검색" className="block space-y-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">분류</legend>
          <button
            type="button"
            className={chip(!category)}
            aria-pressed={!category}
            onClick={() => update({ category: undefined })}
          >
            전체
          </button>
          {faqCategories.map((c) => (
            <button
              key={c}
              type="button"
              className={chip(category === c)}
              aria-pressed={category === c}
              onClick={() => update({ category: c })}
            >
              {faqCategoryLabel[c]}
            </button>
          ))}
        </fieldset>
        <KeywordSearch
          id="faq-search"
          label="질문 검색"
          placeholder="질문으로 검색"
          value={typed}
          onValue={setTyped}
          onSearch={() => update({ searchValue: typed.trim() || undefined })}
        />
      </SearchPanel>
      <ListPanel
        title={
          <ListCount
            noun={category ? faqCategoryLabel[category] : '전체'}
            unit="개"
            total={faqs.data?.faqs.length}
          />
        }
        query={faqs}
        rows={faqs.data?.faqs.length}
        empty={<Empty message="등록된 FAQ가 없습니다" className="border-none" />}
      >
        <DataTable
          className="-m-4 sm:-m-5"
          caption="FAQ 목록"
          columns={columns}
          data={faqs.data?.faqs ?? []}
          getRowId={(f) => f._id}
          minWidth={720}
          busy={faqs.isPlaceholderData}
        />
      </ListPanel>

      <Dialog open={dialog.creating || !!editing} onOpenChange={(open) => !open && dialog.close()}>
        {dialog.creating && (
          <FaqDialog
            key="create"
            defaults={emptyFaqForm(category ?? '')}
            onSave={async (body) => {
              await action.mutateAsync({ type: 'create', body });
              toast('FAQ를 등록했습니다');
              dialog.close();
            }}
          />
        )}
        {editing && (
          <FaqDialog
            key={editing._id}
            faq={editing}
            defaults={faqToForm(editing)}
            onSave={async (body) => {
              await action.mutateAsync({ type: 'update', _id: editing._id, body });
              toast('FAQ를 저장했습니다');
              dialog.close();
            }}
          />
        )}
      </Dialog>
    </>
  );
}

function FaqDialog({
  faq,
  defaults,
  onSave,
}: {
  faq?: Faq;
  defaults: FaqFormValues;
  onSave: (body: FaqBody) => Promise<void>;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FaqFormValues>({ resolver, defaultValues: defaults });

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const read = readFaqForm(values);
    if (!read.input) return;
    try {
      await onSave(read.input);
    } catch (error) {
      setMessage(placeDetails(error, isField, setError));
    }
  });

  return (
    <DialogContent title={faq ? 'FAQ 수정' : 'FAQ 등록'} className="sm:w-[min(760px,calc(100vw-2rem))]!">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <SelectField label="분류" required error={errors.category?.message} {...register('category')}>
            <option value="">분류 선택</option>
            {faqCategories.map((c) => (
              <option key={c} value={c}>
                {faqCategoryLabel[c]}
              </option>
            ))}
          </SelectField>
          <TextField label="순서" inputMode="numeric" error={errors.order?.message} {...register('order')} />
        </div>
        <TextField
          label="질문"
          required
          maxLength={200}
          error={errors.question?.message}
          {...register('question')}
        />
        <div>
          <p className="mb-1.5 text-sm font-semibold text-ink">
            답변{' '}
            <span aria-hidden="true" className="text-brand-600">
              *
            </span>
          </p>
          <RichTextField control={control} name="answer" label="답변" minHeight="min-h-48" />
        </div>
        <DialogSaveRow message={message} saving={isSubmitting}>
          {faq ? '저장' : '등록'}
        </DialogSaveRow>
      </form>
    </DialogContent>
  );
}
