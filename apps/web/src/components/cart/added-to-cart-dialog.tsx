import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';

/** After 장바구니: 장바구니 보기 or 쇼핑 계속하기 (the focus starts on the latter, the safe choice). */
export function AddedToCartDialog({
  open,
  onOpenChange,
  guest,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  guest: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="장바구니에 담았습니다"
        description={
          guest
            ? '로그인하시면 담은 상품이 회원 장바구니로 옮겨져 주문하실 수 있습니다.'
            : '장바구니에서 수량을 바꾸거나 바로 주문하실 수 있습니다.'
        }
        className="sm:w-[min(420px,calc(100vw-2rem))]"
        footer={
          <div className="grid grid-cols-2 gap-2">
            <DialogClose asChild>
              <Button variant="outline" size="lg">
                쇼핑 계속하기
              </Button>
            </DialogClose>
            <ButtonLink to="/mypage/cart" size="lg" onClick={() => onOpenChange(false)}>
              장바구니 보기
            </ButtonLink>
          </div>
        }
      >
        <p className="text-[15px] text-ink">선택하신 상품이 장바구니에 담겼습니다.</p>
      </DialogContent>
    </Dialog>
  );
}
