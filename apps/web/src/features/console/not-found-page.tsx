import { ButtonLink } from '@/components/ui/button.tsx';

export function ConsoleNotFoundPage() {
  return (
    <section className="mx-auto max-w-md py-20 text-center" aria-labelledby="console-404">
      <p className="text-4xl font-extrabold text-brand-200">404</p>
      <h1 id="console-404" className="mt-3 text-xl font-bold">
        콘솔에 없는 화면입니다
      </h1>
      <p className="mt-2 text-sm text-muted">주소를 확인하시거나 왼쪽 메뉴에서 화면을 골라주세요.</p>
      <ButtonLink to="/console/dashboard" className="mt-6">
        콘솔 대시보드로
      </ButtonLink>
    </section>
  );
}
