import { josa, MAX_CATEGORY_DEPTH } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ListCount, ListPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { useUrlState } from '@/components/console/url-state.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { categoriesQuery } from '@/lib/api/console-products.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import {
  addProblem,
  type FlatCategory,
  flattenCategories,
  nextOrder,
  pathLabel,
  reorderSiblings,
  siblingsOf,
} from '@/lib/category-tree.ts';
import { cn } from '@/lib/cn.ts';
import { type CategoryBody, useCategoryAction } from '../api.ts';
import { CategoryFormDialog } from './category-form-dialog.tsx';
import { CategoryRow } from './category-row.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { RowActions } from './row-actions.tsx';

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
      <ListPanel
        title={<ListCount noun="카테고리" unit="개" total={flat.length} />}
        actions={working && <span className="text-[13px] text-muted">{working}…</span>}
        query={categories}
        rows={categories.data ? flat.length : undefined}
        empty={<Empty message="카테고리가 없습니다. 대분류부터 추가해주세요" className="border-none" />}
      >
        <ul
          aria-label="카테고리 트리"
          className="-mx-4 -my-4 divide-y divide-line [--indent:1rem] sm:-mx-5 sm:-my-5 sm:[--indent:1.75rem]"
        >
          {visible.map((c) => (
            <CategoryRow
              key={c._id}
              category={c}
              isCollapsed={collapsed.has(c._id)}
              onToggleCollapsed={() => toggleCollapsed(c._id)}
            >
              <RowActions
                category={c}
                addBlocked={addProblem(c)}
                busy={!!working}
                onAdd={() => update({ dialog: 'create', _parent: c._id }, { keepPage: true })}
                onEdit={() => update({ dialog: 'edit', _category: c._id }, { keepPage: true })}
                onMove={() => update({ dialog: 'move', _category: c._id }, { keepPage: true })}
                onToggle={() => void toggleVisible(c)}
                onDelete={() => remove(c)}
                onUp={c.index > 0 ? () => void moveAmongSiblings(c, -1) : undefined}
                onDown={c.index < c.siblingCount - 1 ? () => void moveAmongSiblings(c, 1) : undefined}
              />
            </CategoryRow>
          ))}
        </ul>
      </ListPanel>

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
