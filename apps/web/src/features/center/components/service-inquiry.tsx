import { lazy, Suspense } from 'react';
import { INQUIRY_FORM_ID } from './service-actions.tsx';

// The storefront's inquiry form (with react-hook-form) loads only on the pages that show it.
const InquiryForm = lazy(async () => ({
  default: (await import('@/components/inquiry-form.tsx')).InquiryForm,
}));

/** About as tall as the form, so the page does not jump when it arrives. */
function FormPlaceholder() {
  return <div aria-hidden="true" className="h-[420px] animate-pulse rounded-lg bg-surface sm:h-[300px]" />;
}

/**
 * 상담 신청 and 설치 서비스 take the inquiry right where the shopper reads about it: the same form as
 * the home page and the side panel, stored as an inquiry the operators handle in the console.
 */
export function ServiceInquiry({ title }: { title: string }) {
  return (
    <section
      id={INQUIRY_FORM_ID}
      aria-labelledby={`${INQUIRY_FORM_ID}-title`}
      className="mt-10 scroll-mt-6 rounded-card border border-line bg-white p-5 sm:p-7"
    >
      <h2 id={`${INQUIRY_FORM_ID}-title`} className="text-lg font-bold text-ink sm:text-xl">
        {title}
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed text-muted">
        문의 종류와 연락처를 남겨주시면 담당자가 운영시간 안에 전화로 연락드립니다.
      </p>
      <div className="mt-5">
        <Suspense fallback={<FormPlaceholder />}>
          <InquiryForm />
        </Suspense>
      </div>
    </section>
  );
}
