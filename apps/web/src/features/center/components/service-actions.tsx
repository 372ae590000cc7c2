import type { CenterPageCode } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button.tsx';
import { HeadsetIcon, PhoneIcon } from '@/components/ui/icons.tsx';
import { settingQuery } from '@/lib/api/setting.ts';
import { formatPhone } from '@/lib/format.ts';

/** The installation inquiry form of the home page (상품상담, A/S 문의, 쇼룸 방문예약, 설치 문의). */
export const INQUIRY_FORM_HREF = '/#inquiry';

/** The pages that carry the form themselves (see ServiceInquiry): their call to action scrolls to it. */
export const pagesWithInquiryForm: ReadonlySet<CenterPageCode> = new Set([
  'consultation',
  'installation-service',
]);
export const INQUIRY_FORM_ID = 'inquiry-form';
const INQUIRY_HERE = `#${INQUIRY_FORM_ID}`;

type Action = { label: string; to: string };

/**
 * What a reader of each service page most likely wants to do next. Only the way there is fixed
 * here; what the page says is the operator's content from the API.
 */
export const serviceActions: Record<CenterPageCode, Action[]> = {
  'individual-service': [
    { label: '상품 둘러보기', to: '/shop' },
    { label: '1:1 상담 신청', to: '/center/inquiry' },
  ],
  'corporate-service': [
    { label: '대량구매 문의', to: '/center/bulk-purchase' },
    { label: '상담 신청', to: '/center/consultation' },
  ],
  'first-buying-guide': [
    { label: '전체상품 보기', to: '/shop' },
    { label: '자주 묻는 질문', to: '/center/faq' },
  ],
  'must-read-guide': [
    { label: '배송·설치 안내', to: '/center/delivery-installation-service' },
    { label: '자주 묻는 질문', to: '/center/faq' },
  ],
  'installation-service': [
    { label: '설치 문의하기', to: INQUIRY_HERE },
    { label: '출장 상담 안내', to: '/center/business-trip-consulting' },
  ],
  'business-trip-consulting': [
    { label: '출장 상담 신청', to: INQUIRY_FORM_HREF },
    { label: '쇼룸 안내', to: '/shop/showrooms' },
  ],
  'online-consulting': [
    { label: '1:1 상담 신청', to: '/center/inquiry' },
    { label: '상담 신청', to: INQUIRY_FORM_HREF },
  ],
  'delivery-installation-service': [
    { label: '설치 문의하기', to: INQUIRY_FORM_HREF },
    { label: '배송 FAQ', to: '/center/faq?category=DELIVERY' },
  ],
  'dedicated-repair-service': [
    { label: 'A/S 문의하기', to: INQUIRY_FORM_HREF },
    { label: '설치/A/S FAQ', to: '/center/faq?category=INSTALLATION' },
  ],
  consultation: [
    { label: '상담 신청하기', to: INQUIRY_HERE },
    { label: '쇼룸 방문예약', to: '/shop/showrooms' },
  ],
};

/** The call to action under a service page: the customer-service line, its hours, and the next step. */
export function ServiceActions({ code }: { code: CenterPageCode }) {
  const setting = useQuery(settingQuery);
  const cs = setting.data?.customerService;
  const [primary, secondary] = serviceActions[code];
  return (
    <aside
      aria-labelledby="service-help"
      className="mt-10 flex flex-col gap-6 rounded-card bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="min-w-0">
        <h2 id="service-help" className="flex items-center gap-2 text-sm font-semibold text-brand-200">
          <HeadsetIcon className="size-5" aria-hidden="true" />
          도움이 필요하신가요?
        </h2>
        {cs ? (
          <>
            <a
              href={`tel:${cs.phone.replace(/[^\d+]/g, '')}`}
              className="mt-2 inline-flex items-center gap-2 text-2xl font-extrabold tracking-tight hover:underline sm:text-3xl"
            >
              <PhoneIcon className="size-6" aria-hidden="true" />
              <span>
                <span className="sr-only">고객센터 전화 </span>
                {formatPhone(cs.phone)}
              </span>
            </a>
            <p className="mt-2 text-sm leading-relaxed text-brand-100">
              {[cs.weekdays, cs.lunch, cs.closed].filter(Boolean).join(' · ')}
            </p>
          </>
        ) : (
          <p className="mt-2 text-lg font-bold">고객센터로 문의해주세요</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-col">
        {primary && (
          <ButtonLink to={primary.to} variant="light" className="flex-1 sm:flex-none">
            {primary.label}
          </ButtonLink>
        )}
        {secondary && (
          <ButtonLink to={secondary.to} variant="outlineLight" className="flex-1 sm:flex-none">
            {secondary.label}
          </ButtonLink>
        )}
      </div>
    </aside>
  );
}
