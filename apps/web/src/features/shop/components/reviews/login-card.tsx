import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';

/** Spec §6: an action that needs a member shows the login card to a guest. */
export function LoginCardDialog({
  open,
  onOpenChange,
  message,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
}) {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="로그인이 필요합니다" description={message}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={`/login?redirect=${back}`} className={buttonClass({ variant: 'primary', size: 'lg' })}>
            로그인
          </Link>
          <Link to="/join" className={buttonClass({ variant: 'outline', size: 'lg' })}>
            회원가입
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
