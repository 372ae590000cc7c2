import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { cn } from '@/lib/cn.ts';

/** The login page, coming back here afterwards. */
function useLoginHref() {
  const location = useLocation();
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/**
 * The login card of spec §6: what a guest sees where a member-only action (문의하기, 리뷰 쓰기) would
 * open. 로그인 comes back to this page afterwards.
 */
export function LoginCard({ message, className }: { message: string; className?: string }) {
  const loginHref = useLoginHref();
  return (
    <section
      aria-label="로그인 안내"
      className={cn('rounded-card border border-line bg-surface px-6 py-8 text-center', className)}
    >
      <p className="text-[15px] font-semibold text-ink">로그인이 필요합니다</p>
      <p className="mt-1 text-sm text-muted">{message}</p>
      <div className="mt-4 flex justify-center gap-2">
        <ButtonLink to={loginHref} size="sm">
          로그인
        </ButtonLink>
        <ButtonLink to="/join" variant="outline" size="sm">
          회원가입
        </ButtonLink>
      </div>
    </section>
  );
}

/** The same card as a dialog, for a button that would open a member-only dialog (리뷰 쓰기). */
export function LoginCardDialog({
  open,
  onOpenChange,
  message,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
}) {
  const loginHref = useLoginHref();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="로그인이 필요합니다" description={message}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={loginHref} size="lg">
            로그인
          </ButtonLink>
          <ButtonLink to="/join" variant="outline" size="lg">
            회원가입
          </ButtonLink>
        </div>
      </DialogContent>
    </Dialog>
  );
}
