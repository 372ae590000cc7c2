import { Dialog as RadixDialog } from 'radix-ui';
import { Link } from 'react-router';
import { CloseIcon } from '@/components/ui/icons.tsx';
import { cn } from '@/lib/cn.ts';
import type { CategoriesState } from '../navigation.ts';
import { shopNavigation } from '../navigation.ts';
import { CategoryAccordion } from './category-accordion.tsx';

/** The phone menu sheet: account links, the category tree and the shop menu. */
export default function MobileMenuSheet({
  onClose,
  categories,
  loggedIn,
  isOperator,
  userName,
  logout,
}: {
  onClose: () => void;
  categories: CategoriesState;
  loggedIn: boolean;
  isOperator: boolean;
  userName: string | undefined;
  logout: () => Promise<void>;
}) {
  const iconButton = 'grid size-10 place-items-center rounded-lg text-ink transition-colors hover:bg-surface';
  const sheetLink = 'flex h-12 items-center rounded-lg px-3 text-[15px] font-medium hover:bg-surface';
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(320px,86vw)] flex-col bg-white shadow-float focus:outline-none">
          <div className="flex h-14 items-center justify-between border-b border-line px-4">
            <RadixDialog.Title className="text-base font-bold">전체 메뉴</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">쇼핑몰 메뉴와 회원 메뉴</RadixDialog.Description>
            <RadixDialog.Close className={iconButton} aria-label="메뉴 닫기">
              <CloseIcon className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="border-b border-line bg-brand-50/60 px-4 py-4">
            {loggedIn ? (
              <p className="text-[15px]">
                <strong className="font-bold">{userName ?? '회원'}</strong>님, 반갑습니다
              </p>
            ) : (
              <p className="text-[15px] text-muted">로그인하고 회원 혜택을 받아보세요</p>
            )}
            <div className="mt-3 grid grid-cols-2 gap-2">
              {loggedIn ? (
                <>
                  <Link
                    to="/mypage"
                    onClick={() => onClose()}
                    className="grid h-10 place-items-center rounded-lg bg-brand-600 text-sm font-semibold text-white"
                  >
                    마이페이지
                  </Link>
                  <button
                    type="button"
                    onClick={async () => {
                      onClose();
                      await logout();
                    }}
                    className="grid h-10 place-items-center rounded-lg border border-line bg-white text-sm font-semibold"
                  >
                    로그아웃
                  </button>
                </>
              ) : (
                <>
                  <Link
                    to="/login"
                    onClick={() => onClose()}
                    className="grid h-10 place-items-center rounded-lg bg-brand-600 text-sm font-semibold text-white"
                  >
                    로그인
                  </Link>
                  <Link
                    to="/join"
                    onClick={() => onClose()}
                    className="grid h-10 place-items-center rounded-lg border border-line bg-white text-sm font-semibold"
                  >
                    회원가입
                  </Link>
                </>
              )}
            </div>
          </div>
          <div className="flex-1 overflow-y-auto px-2 py-3">
            <nav aria-label="카테고리">
              <h3 className="px-3 pt-1 pb-2 text-xs font-bold tracking-wider text-muted">카테고리</h3>
              <CategoryAccordion
                categories={categories.data ?? []}
                loading={categories.isPending}
                failed={categories.isError}
                onNavigate={() => onClose()}
              />
            </nav>
            <nav aria-label="쇼핑 메뉴" className="mt-3 border-t border-line pt-3">
              {shopNavigation.map((item) => (
                <Link key={item.to} to={item.to} onClick={() => onClose()} className={sheetLink}>
                  {item.label}
                </Link>
              ))}
              <Link to="/mypage/cart" onClick={() => onClose()} className={sheetLink}>
                장바구니
              </Link>
              <Link to="/center/notice" onClick={() => onClose()} className={sheetLink}>
                고객센터
              </Link>
              {isOperator && (
                <Link to="/console" onClick={() => onClose()} className={cn(sheetLink, 'text-brand-700')}>
                  관리자 콘솔
                </Link>
              )}
            </nav>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
