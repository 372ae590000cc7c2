import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { GiftIcon, RulerIcon, ShieldIcon, ToolIcon, TruckIcon } from '@/components/ui/icons.tsx';
import { fixtureIcons } from '../components/category-icons.tsx';
import { CustomerServiceBlock } from '../components/customer-service.tsx';
import { searchHref } from '../components/header.tsx';
import { HeroIllustration } from '../components/hero-illustration.tsx';

const fixtures = Object.keys(fixtureIcons);

const steps = [
  {
    icon: <ToolIcon className="size-6" />,
    title: '상담',
    body: '전화나 온라인으로 욕실 상황을 알려주시면 전문 상담사가 맞는 제품을 함께 골라드립니다.',
  },
  {
    icon: <RulerIcon className="size-6" />,
    title: '실측 · 견적',
    body: '필요하면 기사님이 방문해 배관 위치와 치수를 재고, 설치비까지 포함한 견적을 드립니다.',
  },
  {
    icon: <TruckIcon className="size-6" />,
    title: '배송 · 설치 · A/S',
    body: '약속한 날 배송과 설치를 한 번에 끝내고, 설치 후에도 전담 기사님이 A/S를 책임집니다.',
  },
];

const promises = [
  {
    icon: <ShieldIcon className="size-5" />,
    title: '정품 보증',
    body: '국내외 브랜드 공식 유통 제품만 판매합니다.',
  },
  {
    icon: <TruckIcon className="size-5" />,
    title: '5만원 이상 무료배송',
    body: '대형 도기는 설치배송으로 안전하게.',
  },
  { icon: <ToolIcon className="size-5" />, title: '전문 기사 설치', body: '경력 기사님이 직접 설치합니다.' },
];

/**
 * The home page for now: hero, product shortcuts, the installation process, the referral
 * programme and customer service. Banner sliders, best sellers and MD picks arrive with the catalogue.
 */
export function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-brand-400/20 blur-3xl"
        />
        <div className="container-page relative grid items-center gap-8 py-12 sm:py-16 md:grid-cols-[1.1fr_1fr] md:py-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-[13px] font-semibold text-brand-100 ring-1 ring-white/15">
              욕실 리모델링부터 부품 하나까지
            </p>
            <h1 className="mt-5 text-[34px] leading-[1.2] font-extrabold tracking-tight sm:text-5xl">
              욕실의 모든 것,
              <br />
              <span className="text-brand-200">바스하우스</span>
            </h1>
            <p className="mt-5 max-w-lg text-base leading-relaxed text-brand-100 sm:text-lg">
              세면대, 양변기, 수전, 욕조, 샤워부스까지. 믿을 수 있는 브랜드 제품을 고르고, 상담부터 설치와
              A/S까지 한 번에 맡기세요.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/shop" size="lg" variant="light">
                제품 둘러보기
              </ButtonLink>
              <ButtonLink to="/join" size="lg" variant="outlineLight">
                가입하고 혜택 받기
              </ButtonLink>
            </div>
          </div>
          <div className="mx-auto w-full max-w-md md:max-w-none">
            <HeroIllustration />
          </div>
        </div>
      </section>

      <section aria-labelledby="promises" className="border-b border-line bg-white">
        <h2 id="promises" className="sr-only">
          바스하우스의 약속
        </h2>
        <ul className="container-page grid gap-4 py-6 sm:grid-cols-3">
          {promises.map((p) => (
            <li key={p.title} className="flex items-center gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
                {p.icon}
              </span>
              <span>
                <strong className="block text-[15px] font-bold">{p.title}</strong>
                <span className="text-[13px] text-muted">{p.body}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fixtures-title" className="container-page py-14 sm:py-16">
        <div className="flex items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold text-brand-600">카테고리</p>
            <h2 id="fixtures-title" className="mt-1 text-2xl font-bold tracking-tight sm:text-[28px]">
              어떤 제품을 찾으세요?
            </h2>
          </div>
          <Link to="/shop" className="shrink-0 text-sm font-semibold text-muted hover:text-brand-700">
            전체상품 보기
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-4 gap-x-2 gap-y-6 sm:grid-cols-8">
          {fixtures.map((name) => (
            <li key={name}>
              <Link
                to={searchHref(name)}
                className="group flex flex-col items-center gap-2 rounded-xl p-1 text-center"
              >
                <span className="grid size-16 place-items-center rounded-2xl bg-surface text-brand-700 transition-colors group-hover:bg-brand-50 sm:size-20">
                  {fixtureIcons[name]}
                </span>
                <span className="text-[13px] font-semibold text-ink sm:text-sm">{name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="process-title" className="bg-sand-50 py-14 sm:py-16">
        <div className="container-page">
          <p className="text-sm font-semibold text-brand-600">설치 프로세스</p>
          <h2 id="process-title" className="mt-1 text-2xl font-bold tracking-tight sm:text-[28px]">
            상담부터 A/S까지, 한 번에
          </h2>
          <ol className="mt-8 grid gap-4 sm:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-card bg-white p-6 shadow-card">
                <div className="flex items-center justify-between">
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
                    {step.icon}
                  </span>
                  <span className="text-4xl font-extrabold text-brand-100">0{index + 1}</span>
                </div>
                <h3 className="mt-5 text-lg font-bold">{step.title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-muted">{step.body}</p>
              </li>
            ))}
          </ol>
          <div className="mt-8">
            <ButtonLink to="/center/installation-service" variant="outline">
              설치 서비스 안내 보기
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="referral-title" className="container-page py-14 sm:py-16">
        <div className="grid items-center gap-6 overflow-hidden rounded-3xl bg-brand-50 p-7 sm:p-10 md:grid-cols-[auto_1fr_auto]">
          <span className="grid size-16 place-items-center rounded-2xl bg-white text-brand-600 shadow-card">
            <GiftIcon className="size-8" />
          </span>
          <div>
            <h2 id="referral-title" className="text-xl font-bold tracking-tight sm:text-2xl">
              추천인코드로 가입하고 함께 혜택을 받으세요
            </h2>
            <p className="mt-2 text-[15px] leading-relaxed text-muted">
              준회원은 구매할 때마다 적립금을 받고, 정회원이 되면 나만의 추천인코드로 지인을 초대해 수당을
              받을 수 있습니다.
            </p>
          </div>
          <ButtonLink to="/join" size="lg">
            추천인코드로 가입하기
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="info-title" className="container-page">
        <h2 id="info-title" className="sr-only">
          고객 안내
        </h2>
        <CustomerServiceBlock />
      </section>
    </>
  );
}
