import { zodResolver } from '@hookform/resolvers/zod';
import { type CategoryNode, categoryInput, josa, MAX_CATEGORY_DEPTH } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/console/fields.tsx';
import { placeServerError } from '@/components/console/form-errors.ts';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Checkbox, SelectField, TextField } from '@/components/ui/field.tsx';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { type CategoryBody, categoriesQuery, useCategoryAction } from './api.ts';
import {
  addProblem,
  type FlatCategory,
  flattenCategories,
  moveProblem,
  moveTargets,
  nextOrder,
  pathLabel,
  reorderSiblings,
  siblingsOf,
} from './category-tree.ts';

const depthName = ['', '대분류', '중분류', '소분류'];
const small = 'px-2.5!';
const arrow =
  'grid size-9 place-items-center rounded-lg border border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50/60 disabled:cursor-not-allowed disabled:opacity-40';
const menuItem =
  'flex h-10 cursor-pointer items-center rounded-md px-3 text-sm outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40 data-[highlighted]:bg-brand-50';

type RowActionsProps = {
  category: FlatCategory;
  addBlocked: string | null;
  busy: boolean;
  onAdd: () => void;
  onEdit: () => void;
  onMove: () => void;
  onToggle: () => void;
  onDelete: () => void;
  /** absent for the first (last) sibling */
  onUp?: () => void;
  onDown?: () => void;
};

/** A row's actions: buttons on wide screens, one 관리 menu on phones. */
function RowActions({
  category: c,
  addBlocked,
  busy,
  onAdd,
  onEdit,
  onMove,
  onToggle,
  onDelete,
  onUp,
  onDown,
}: RowActionsProps) {
  return (
    <>
      <div className="hidden items-center gap-1 md:flex">
        <button
          type="button"
          className={arrow}
          aria-label={`${c.name} 위로`}
          disabled={busy || !onUp}
          onClick={onUp}
        >
          <ChevronDownIcon className="size-4 rotate-180" />
        </button>
        <button
          type="button"
          className={cn(arrow, 'mr-2')}
          aria-label={`${c.name} 아래로`}
          disabled={busy || !onDown}
          onClick={onDown}
        >
          <ChevronDownIcon className="size-4" />
        </button>
        <Button
          variant="ghost"
          size="sm"
          className={small}
          aria-label={`${c.name} 하위 카테고리 추가`}
          title={addBlocked ?? undefined}
          disabled={!!addBlocked}
          onClick={onAdd}
        >
          하위 추가
        </Button>
        <Button variant="ghost" size="sm" className={small} aria-label={`${c.name} 수정`} onClick={onEdit}>
          수정
        </Button>
        <Button variant="ghost" size="sm" className={small} aria-label={`${c.name} 이동`} onClick={onMove}>
          이동
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className={small}
          aria-label={`${c.name} ${c.isVisible ? '숨기기' : '보이기'}`}
          disabled={busy}
          onClick={onToggle}
        >
          {c.isVisible ? '숨기기' : '보이기'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className={cn(small, 'text-danger!')}
          aria-label={`${c.name} 삭제`}
          disabled={busy}
          onClick={onDelete}
        >
          삭제
        </Button>
      </div>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={cn(buttonClass({ variant: 'outline', size: 'sm' }), 'md:hidden')}
          aria-label={`${c.name} 관리`}
        >
          관리
          <ChevronDownIcon className="size-3.5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-40 min-w-40 rounded-lg border border-line bg-white p-1 shadow-float"
          >
            <DropdownMenu.Item className={menuItem} disabled={busy || !onUp} onSelect={onUp}>
              위로
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} disabled={busy || !onDown} onSelect={onDown}>
              아래로
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <DropdownMenu.Item className={menuItem} disabled={!!addBlocked} onSelect={onAdd}>
              하위 추가
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={onEdit}>
              수정
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={onMove}>
              이동
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} disabled={busy} onSelect={onToggle}>
              {c.isVisible ? '숨기기' : '보이기'}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <DropdownMenu.Item className={cn(menuItem, 'text-danger')} disabled={busy} onSelect={onDelete}>
              삭제
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}

type Notice = { error: boolean; text: string };

/** The full PUT body of a category as it is now, with some changes. */
const bodyOf = (c: FlatCategory, changes: Partial<CategoryBody> = {}): CategoryBody => ({
  code: c.code,
  name: c.name,
  _parent: c.parentId,
  order: c.order,
  isVisible: c.isVisible,
  ...changes,
});

/**
 * /console/shop/categories: the 3-level tree. Add, rename, reorder among siblings, move under another
 * parent, hide, delete. The open dialog lives in the URL (?dialog=create&_parent=…, edit, move).
 */
export function ConsoleCategoriesPage() {
  const { params, update } = useUrlState();
  const categories = useQuery(categoriesQuery());
  const action = useCategoryAction();
  const roots = categories.data ?? [];
  const flat = useMemo(() => flattenCategories(categories.data ?? []), [categories.data]);
  const byId = useMemo(() => new Map(flat.map((c) => [c._id, c])), [flat]);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<Notice>();
  const [working, setWorking] = useState<string>();

  const dialog = params.get('dialog');
  const target = byId.get(params.get('_category') ?? '');
  const parentParam = params.get('_parent');
  const createParent = parentParam && parentParam !== 'root' ? byId.get(parentParam) : null;
  const createOpen = dialog === 'create' && categories.isSuccess && createParent !== undefined;
  const closeDialog = () =>
    update({ dialog: undefined, _category: undefined, _parent: undefined }, { keepPage: true });

  const act = async (doing: string, work: () => Promise<unknown>, done: string) => {
    setWorking(doing);
    setNotice(undefined);
    try {
      await work();
      setNotice({ error: false, text: done });
      return true;
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) setNotice({ error: true, text: errorMessage(error) });
      return false;
    } finally {
      setWorking(undefined);
    }
  };

  const moveAmongSiblings = (c: FlatCategory, direction: -1 | 1) =>
    act(
      '순서를 바꾸는 중',
      async () => {
        for (const change of reorderSiblings(siblingsOf(roots, c.parentId), c._id, direction)) {
          const sibling = byId.get(change._id)!;
          await action.mutateAsync({
            type: 'update',
            _id: sibling._id,
            body: bodyOf(sibling, { order: change.order }),
          });
        }
      },
      `'${c.name}' 순서를 바꿨습니다`,
    );

  const toggleVisible = (c: FlatCategory) =>
    act(
      c.isVisible ? '숨기는 중' : '보이게 하는 중',
      () => action.mutateAsync({ type: 'update', _id: c._id, body: bodyOf(c, { isVisible: !c.isVisible }) }),
      c.isVisible
        ? `'${c.name}'${josa(c.name, '을')} 숨겼습니다. 하위 카테고리도 쇼핑몰에 보이지 않습니다`
        : `'${c.name}'${josa(c.name, '을')} 쇼핑몰에 보이게 했습니다`,
    );

  const remove = (c: FlatCategory) => {
    if (!window.confirm(`'${c.name}' 카테고리를 삭제하시겠습니까?`)) return;
    void act(
      '삭제하는 중',
      () => action.mutateAsync({ type: 'delete', _id: c._id }),
      `'${c.name}'${josa(c.name, '을')} 삭제했습니다`,
    );
  };

  const toggleCollapsed = (id: string) =>
    setCollapsed((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const visible = flat.filter((c) => {
    for (let p = c.parentId; p; p = byId.get(p)?.parentId ?? null) if (collapsed.has(p)) return false;
    return true;
  });

  return (
    <>
      <ConsolePageTitle
        title="카테고리 관리"
        description={`대분류 › 중분류 › 소분류, ${MAX_CATEGORY_DEPTH}단계까지 만들 수 있습니다. 숨긴 카테고리는 하위까지 쇼핑몰에 보이지 않습니다.`}
        actions={
          <Button onClick={() => update({ dialog: 'create', _parent: 'root' }, { keepPage: true })}>
            대분류 추가
          </Button>
        }
      />
      <div aria-live="polite">
        {notice && (
          <p
            role={notice.error ? 'alert' : 'status'}
            className={cn(
              'mb-4 rounded-lg px-3.5 py-2.5 text-sm font-medium',
              notice.error ? 'bg-red-50 text-danger' : 'bg-emerald-50 text-success',
            )}
          >
            {notice.text}
          </p>
        )}
      </div>
      <Panel
        title={
          <>
            카테고리 <span className="text-brand-700">{flat.length}</span>개
          </>
        }
        actions={working && <span className="text-[13px] text-muted">{working}…</span>}
      >
        {categories.isPending && <Loading />}
        {categories.isError && <ErrorState error={categories.error} onRetry={() => categories.refetch()} />}
        {categories.data && flat.length === 0 && (
          <Empty message="카테고리가 없습니다. 대분류부터 추가해주세요" className="border-none" />
        )}
        {flat.length > 0 && (
          <ul
            aria-label="카테고리 트리"
            className="-mx-4 -my-4 divide-y divide-line [--indent:1rem] sm:-mx-5 sm:-my-5 sm:[--indent:1.75rem]"
          >
            {visible.map((c) => {
              const addBlocked = addProblem(c);
              const isCollapsed = collapsed.has(c._id);
              return (
                <li
                  key={c._id}
                  data-testid="category-row"
                  className={cn(
                    'flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5 pr-4 sm:pr-5',
                    c.hiddenInShop && 'bg-surface/60',
                  )}
                  style={{ paddingLeft: `calc(${c.depth - 1} * var(--indent) + 0.75rem)` }}
                >
                  <div className="flex min-w-0 flex-1 items-center gap-2">
                    {c.isLeaf ? (
                      <span aria-hidden="true" className="w-7 shrink-0 text-center text-line">
                        ㄴ
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="grid size-7 shrink-0 place-items-center rounded-md text-muted hover:bg-surface"
                        aria-expanded={!isCollapsed}
                        aria-label={`${c.name} 하위 ${isCollapsed ? '펼치기' : '접기'}`}
                        onClick={() => toggleCollapsed(c._id)}
                      >
                        <ChevronDownIcon
                          className={cn('size-4 transition-transform', isCollapsed && '-rotate-90')}
                        />
                      </button>
                    )}
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-1.5">
                        <span className={cn('font-semibold', c.depth === 1 && 'text-[15px]')}>{c.name}</span>
                        <span className="text-xs text-subtle">{depthName[c.depth]}</span>
                        {!c.isVisible && <Badge tone="warning">숨김</Badge>}
                        {c.isVisible && c.hiddenInShop && <Badge tone="neutral">상위 숨김</Badge>}
                      </p>
                      <p className="font-mono text-xs break-all text-muted">{c.code}</p>
                    </div>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <RowActions
                      category={c}
                      addBlocked={addBlocked}
                      busy={!!working}
                      onAdd={() => update({ dialog: 'create', _parent: c._id }, { keepPage: true })}
                      onEdit={() => update({ dialog: 'edit', _category: c._id }, { keepPage: true })}
                      onMove={() => update({ dialog: 'move', _category: c._id }, { keepPage: true })}
                      onToggle={() => void toggleVisible(c)}
                      onDelete={() => remove(c)}
                      onUp={c.index > 0 ? () => void moveAmongSiblings(c, -1) : undefined}
                      onDown={c.index < c.siblingCount - 1 ? () => void moveAmongSiblings(c, 1) : undefined}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>

      <Dialog open={createOpen} onOpenChange={(open) => !open && closeDialog()}>
        {createOpen && (
          <CategoryFormDialog
            key={`create-${parentParam}`}
            title={createParent ? `'${createParent.name}' 하위 카테고리 추가` : '대분류 추가'}
            description={createParent ? pathLabel(createParent.path) : '가장 위 단계의 카테고리입니다'}
            problem={addProblem(createParent ?? null)}
            defaults={{
              code: '',
              name: '',
              _parent: createParent?._id ?? null,
              order: nextOrder(roots, createParent?._id ?? null),
              isVisible: true,
            }}
            submitLabel="추가"
            onSubmit={async (body) => {
              await action.mutateAsync({ type: 'create', body });
              setNotice({ error: false, text: `'${body.name}' 카테고리를 추가했습니다` });
              closeDialog();
            }}
          />
        )}
      </Dialog>

      <Dialog open={dialog === 'edit' && !!target} onOpenChange={(open) => !open && closeDialog()}>
        {dialog === 'edit' && target && (
          <CategoryFormDialog
            key={`edit-${target._id}`}
            title="카테고리 수정"
            description={pathLabel(target.path)}
            problem={null}
            defaults={bodyOf(target)}
            submitLabel="저장"
            onSubmit={async (body) => {
              await action.mutateAsync({ type: 'update', _id: target._id, body });
              setNotice({ error: false, text: `'${body.name}' 카테고리를 수정했습니다` });
              closeDialog();
            }}
          />
        )}
      </Dialog>

      <Dialog open={dialog === 'move' && !!target} onOpenChange={(open) => !open && closeDialog()}>
        {dialog === 'move' && target && (
          <MoveDialog
            key={`move-${target._id}`}
            category={target}
            roots={roots}
            onMove={async (parentId) => {
              await action.mutateAsync({
                type: 'update',
                _id: target._id,
                body: bodyOf(target, { _parent: parentId, order: nextOrder(roots, parentId) }),
              });
              setNotice({ error: false, text: `'${target.name}'${josa(target.name, '을')} 옮겼습니다` });
              closeDialog();
            }}
          />
        )}
      </Dialog>
    </>
  );
}

type CategoryForm = z.input<typeof categoryInput>;

function CategoryFormDialog({
  title,
  description,
  problem,
  defaults,
  submitLabel,
  onSubmit,
}: {
  title: string;
  description: string;
  problem: string | null;
  defaults: CategoryBody;
  submitLabel: string;
  onSubmit: (body: CategoryBody) => Promise<void>;
}) {
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryForm, unknown, z.output<typeof categoryInput>>({
    resolver: zodResolver(categoryInput),
    defaultValues: defaults,
  });
  const submit = handleSubmit(async (body) => {
    setServerError(undefined);
    try {
      await onSubmit(body);
    } catch (error) {
      if (placeServerError(error, ['name', 'code'] as const, setError)) return;
      setServerError(errorMessage(error));
    }
  });
  return (
    <DialogContent title={title} description={description}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormAlert>{problem}</FormAlert>
        <TextField
          label="카테고리명"
          required
          maxLength={30}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="코드"
          required
          maxLength={40}
          autoCapitalize="off"
          spellCheck={false}
          hint="쇼핑몰 주소에 쓰입니다 (/shop?category=코드). 영문 소문자, 숫자, 하이픈"
          error={errors.code?.message}
          {...register('code')}
        />
        <Checkbox label="쇼핑몰에 보이기" {...register('isVisible')} />
        <FormAlert>{serverError}</FormAlert>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="submit" disabled={isSubmitting || !!problem} aria-busy={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

function MoveDialog({
  category,
  roots,
  onMove,
}: {
  category: FlatCategory;
  roots: CategoryNode[];
  onMove: (parentId: string | null) => Promise<void>;
}) {
  const targets = useMemo(() => moveTargets(roots, category._id), [roots, category._id]);
  const [choice, setChoice] = useState(category.parentId ?? 'root');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const parentId = choice === 'root' ? null : choice;
  const unchanged = parentId === category.parentId;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = moveProblem(roots, category._id, parentId);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onMove(parentId);
    } catch (e) {
      if (!(isApiError(e) && e.status === 403)) setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogContent
      title={`'${category.name}' 이동`}
      description={`지금 위치: ${pathLabel(category.path)}${category.height > 1 ? ` (하위 ${category.height - 1}단계 함께 이동)` : ''}`}
    >
      <form onSubmit={submit} className="space-y-4">
        <SelectField
          label="옮길 위치 (상위 카테고리)"
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            setError(undefined);
          }}
          hint={`카테고리는 ${MAX_CATEGORY_DEPTH}단계까지입니다. 옮길 수 없는 위치는 고를 수 없습니다`}
          error={error}
        >
          {targets.map((t) => (
            <option key={t._id ?? 'root'} value={t._id ?? 'root'} disabled={!!t.problem}>
              {t.label}
              {t._id === category.parentId ? ' (현재 위치)' : ''}
              {t._id === category._id ? ' (이 카테고리)' : t.problem ? ' — 불가' : ''}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="submit" disabled={busy || unchanged} aria-busy={busy}>
            이동
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
