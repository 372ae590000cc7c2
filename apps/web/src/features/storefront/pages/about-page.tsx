import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button.tsx';
import { ShieldIcon, ToolIcon, TruckIcon } from '@/components/ui/icons.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { settingQuery } from '@/lib/api/setting.ts';

const values = [
  {
    icon: <ShieldIcon className="size-6" />,
    title: '믿을 수 있는 제품',
    body: '국내외 욕실 브랜드의 공식 유통 제품만 취급하고, 제조사 품질보증을 그대로 적용합니다.',
  },
  {
    icon: <ToolIcon className="size-6" />,
    title: '설치까지 책임지는 판매',
    body: '도기와 수전은 설치가 반입니다. 실측과 견적, 시공까지 경력 기사님이 직접 맡습니다.',
  },
  {
    icon: <TruckIcon className="size-6" />,
    title: '끝까지 챙기는 A/S',
    body: '설치 후 문제가 생기면 전담 수리 서비스로 빠르게 찾아가 해결해드립니다.',
  },
];

/** 회사소개: who we are, what we promise, how to reach us (from the shop settings). */
export function AboutPage() {
  const { data: setting } = useQuery(settingQuery);
  const company = setting?.company;
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader eyebrow="회사소개" title={`욕실을 아는 사람들, ${company?.name ?? '바스하우스'}`} />
      <div className="mt-8 grid gap-10 md:grid-cols-[1.2fr_1fr]">
        <div className="space-y-4 text-[16px] leading-[1.9] text-ink/85">
          <p>
            바스하우스는 세면대, 양변기, 수전, 욕조, 샤워부스, 욕실장과 비데까지 욕실에 필요한 모든 제품을
            한곳에서 고르고, 설치와 A/S까지 맡길 수 있는 욕실 전문 쇼핑몰입니다.
          </p>
          <p>
            욕실 제품은 사진만 보고 고르기 어렵습니다. 배관 위치, 벽과 바닥의 상태, 가족의 생활 습관에 따라
            맞는 제품이 달라지기 때문입니다. 그래서 바스하우스는 제품을 파는 데서 멈추지 않고, 상담과 실측,
            설치와 사후 관리까지 함께합니다.
          </p>
          <p>
            추천인 프로그램을 통해 바스하우스를 먼저 경험한 고객이 이웃과 지인에게 제품을 소개하고, 그 신뢰가
            다시 더 좋은 서비스로 돌아오는 쇼핑몰을 만들어가고 있습니다.
          </p>
        </div>
        {company && (
          <section aria-labelledby="about-contact" className="rounded-card border border-line bg-surface p-6">
            <h2 id="about-contact" className="text-lg font-bold">
              회사 정보
            </h2>
            <dl className="mt-4 space-y-3 text-[15px]">
              {[
                ['상호', company.name],
                ['대표', company.ceo],
                ['주소', company.address],
                ['대표전화', company.phone],
                ['이메일', company.email],
                ['사업자등록번호', company.businessNumber],
              ].map(([term, value]) => (
                <div key={term} className="grid grid-cols-[6.5rem_1fr] gap-2">
                  <dt className="text-muted">{term}</dt>
                  <dd className="font-medium text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            {setting && (
              <p className="mt-5 border-t border-line pt-4 text-sm text-muted">
                고객센터 {setting.customerService.phone} · {setting.customerService.weekdays} ·{' '}
                {setting.customerService.closed}
              </p>
            )}
          </section>
        )}
      </div>
      <section aria-labelledby="about-values" className="mt-14">
        <h2 id="about-values" className="text-xl font-bold sm:text-2xl">
          바스하우스가 지키는 세 가지
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {values.map((v) => (
            <li key={v.title} className="rounded-card border border-line p-6">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600">
                {v.icon}
              </span>
              <h3 className="mt-4 text-lg font-bold">{v.title}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-muted">{v.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-12 flex flex-wrap gap-3">
        <ButtonLink to="/shop">제품 둘러보기</ButtonLink>
        <ButtonLink to="/center/notice" variant="outline">
          고객센터
        </ButtonLink>
      </div>
    </div>
  );
}
