import { Card } from '@/components/ui/page-header.tsx';

/** What a 정회원 earns, in plain Korean (DOMAIN.md "Promoter rewards"; the shop's default plan). */
export function ProgrammeIntro() {
  const items = [
    {
      title: '기본수당',
      text: '내가 추천한 회원이 구매를 확정하면, 결제 금액의 상품별 수당률(기본 3%)만큼 수당을 받습니다. 내가 구매한 상품도 같습니다.',
    },
    {
      title: '직급수당',
      text: '실버·골드·다이아 직급이 되면 매월 정산 때 추천회원 구매 금액의 1~3%를 더 받습니다. 직급은 실적 점수와 월 구매 실적으로 정해집니다.',
    },
    {
      title: '장려수당',
      text: '한 달 추천회원 구매 금액이 300만 원, 1,000만 원, 3,000만 원을 넘으면 각각 30,000원, 150,000원, 600,000원을 받습니다.',
    },
    {
      title: '출금',
      text: '쌓인 수당은 본인 명의 계좌로 10,000원부터 출금할 수 있으며, 사업소득세 3.3%를 떼고 입금됩니다.',
    },
  ];
  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">정회원이 되면</h2>
      <p className="mt-1 text-[15px] text-muted">
        나만의 추천인코드로 지인을 초대하고, 추천회원의 구매에 따라 수당을 받습니다. 수당은 추천한 회원 한
        단계까지만 지급됩니다(후원방문판매).
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.title} className="rounded-xl bg-surface p-4">
            <dt className="font-semibold text-ink">{item.title}</dt>
            <dd className="mt-1 text-[14px] leading-relaxed text-ink/80">{item.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-[13px] text-muted">
        수당률과 기준 금액은 쇼핑몰 정책에 따라 바뀔 수 있으며, 바뀔 때는 3개월 전에 알려드립니다. 만 19세
        이상만 신청할 수 있습니다.
      </p>
    </Card>
  );
}
