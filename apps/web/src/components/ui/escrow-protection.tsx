import type { PaymentMethod } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { settingQuery } from '@/lib/api/setting.ts';
import { cn } from '@/lib/cn.ts';

/** The provider's 가입사실 확인 page, in a new window (footer, checkout, order result). */
export function EscrowConfirmLink({
  escrow,
  className,
}: {
  escrow: { provider: string; confirmationUrl: string };
  className?: string;
}) {
  return (
    <a href={escrow.confirmationUrl} target="_blank" rel="noopener noreferrer" className={className}>
      가입사실 확인<span className="sr-only"> ({escrow.provider}, 새 창)</span>
    </a>
  );
}

/**
 * How a cash payment (가상계좌, 무통장입금) is protected: the 구매안전서비스 the shop joined, with the
 * provider's 가입사실 확인 page (전자상거래법 §24, INTEGRATIONS.md k). Nothing for a card payment or
 * when the setting names no provider.
 */
export function EscrowProtection({
  method,
  className,
}: {
  method: PaymentMethod | undefined;
  className?: string;
}) {
  const { data } = useQuery(settingQuery);
  const escrow = data?.escrow;
  if (method !== 'VBANK' && method !== 'BANK_TRANSFER') return null;
  if (!escrow?.provider || !escrow.confirmationUrl) return null;
  return (
    <p
      data-testid="escrow-protection"
      className={cn(
        'rounded-lg border border-line px-4 py-3 text-[13px] leading-relaxed text-muted',
        className,
      )}
    >
      <strong className="font-semibold text-ink">구매안전서비스</strong> 현금으로 결제하시는 주문은 저희
      쇼핑몰이 가입한 {escrow.provider}의 구매안전서비스(에스크로)로 보호받으실 수 있습니다.{' '}
      <EscrowConfirmLink
        escrow={escrow}
        className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-2"
      />
    </p>
  );
}
