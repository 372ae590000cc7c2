import { DropdownMenu } from 'radix-ui';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import type { FlatCategory } from '@/lib/category-tree.ts';
import { cn } from '@/lib/cn.ts';

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
export function RowActions({
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
