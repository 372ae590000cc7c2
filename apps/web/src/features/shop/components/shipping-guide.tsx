import { formatWon } from '@/lib/format.ts';
import { CLAIM_DAYS as claimDays, remoteFeesText, useRemoteFees, useShippingPolicy } from '@/lib/shipping.ts';

function Section({ title, items }: { title: string; items: { term: string; body: string }[] }) {
  return (
    <section>
      <h3 className="border-b-2 border-ink pb-2 text-base font-bold text-ink">{title}</h3>
      <dl className="divide-y divide-line text-sm">
        {items.map((item) => (
          <div key={item.term} className="grid gap-1 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
            <dt className="font-semibold text-ink">{item.term}</dt>
            <dd className="leading-relaxed text-muted">{item.body}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** 배송·교환·반품 안내: the shop's policy (DOMAIN.md) as the shopper needs to read it before buying. */
export function ShippingGuide() {
  const { baseFee, freeFrom } = useShippingPolicy();
  const remote = remoteFeesText(useRemoteFees());
  return (
    <div className="space-y-10">
      <Section
        title="배송 안내"
        items={[
          { term: '배송 방법', body: '택배 또는 설치배송 (상품마다 다르며, 상품 정보에 표시됩니다)' },
          {
            term: '배송비',
            body: `기본 배송비는 ${formatWon(baseFee)}이며, 한 번에 ${formatWon(freeFrom)} 이상 구매하시면 무료로 보내 드립니다. 부피가 큰 일부 상품은 상품 정보에 표시된 개별 배송비가 적용됩니다.`,
          },
          {
            term: '지역별 추가 배송비',
            body: `${remote ? `${remote}됩니다. ` : '제주 및 도서산간 지역은 추가 배송비가 있습니다. '}추가 배송비는 주문서에서 배송지 우편번호로 계산됩니다.`,
          },
          {
            term: '설치배송',
            body: '양변기, 욕조처럼 설치가 필요한 상품은 전문 기사가 방문하여 배송과 설치를 함께 진행합니다. 설치비와 기존 제품 철거비는 현장 상황을 확인한 뒤 별도로 견적을 안내해 드리며, 방문 일정은 전화로 협의합니다.',
          },
          {
            term: '배송 조회',
            body: '상품이 발송되면 송장번호가 등록되며, 마이페이지 주문내역에서 배송 상태를 확인하실 수 있습니다.',
          },
        ]}
      />
      <Section
        title="교환 · 반품 안내"
        items={[
          {
            term: '신청 기간',
            body: `상품을 받으신 날(배송완료일)로부터 ${claimDays}일 이내, 구매확정 전까지 마이페이지 주문내역에서 교환 또는 반품을 신청하실 수 있습니다.`,
          },
          {
            term: '단순 변심',
            body: '단순 변심에 의한 교환·반품은 왕복 배송비를 고객님께서 부담하시며, 반품 배송비는 환불 금액에서 차감됩니다. 설치배송 상품은 회수와 재설치 비용이 추가될 수 있습니다.',
          },
          {
            term: '상품 불량 · 오배송',
            body: '받으신 상품이 불량이거나 주문과 다른 경우 배송비는 판매자가 부담하며, 같은 상품으로 교환하거나 반품해 드립니다.',
          },
          {
            term: '환불',
            body: '반품 상품의 회수가 완료되면 결제하신 수단으로 환불해 드립니다. 무통장입금은 등록하신 환불계좌로 입금됩니다.',
          },
          {
            term: '교환·반품이 어려운 경우',
            body: '고객님의 책임으로 상품이 훼손된 경우, 설치가 끝났거나 사용하여 상품 가치가 떨어진 경우, 포장을 훼손하여 다시 판매하기 어려운 경우, 주문 제작 상품인 경우에는 교환·반품이 어렵습니다.',
          },
          {
            term: '주문 취소',
            body: '결제 후 배송 준비 전에는 바로 취소되고 전액 환불됩니다. 배송 준비가 시작된 뒤에는 취소를 요청하시면 담당자가 확인 후 처리해 드리며, 발송 후에는 반품으로 진행됩니다.',
          },
        ]}
      />
    </div>
  );
}
