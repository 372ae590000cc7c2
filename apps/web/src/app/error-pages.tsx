import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';

function Message({
  code,
  title,
  body,
  action,
}: {
  code: string;
  title: string;
  body: string;
  action: React.ReactNode;
}) {
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center px-5 py-20 text-center"
      aria-labelledby="error-title"
    >
      <p className="text-5xl font-extrabold tracking-tight text-brand-200">{code}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold text-ink">
        {title}
      </h1>
      <p className="mt-3 text-[15px] leading-relaxed text-muted">{body}</p>
      <div className="mt-8 flex gap-2">{action}</div>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <Message
      code="404"
      title="페이지를 찾을 수 없습니다"
      body="주소가 바뀌었거나 삭제된 페이지입니다. 입력하신 주소를 다시 확인해주세요."
      action={<ButtonLink to="/">홈으로</ButtonLink>}
    />
  );
}

const isChunkError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message);

/** Errors thrown while loading or rendering a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkError(error)) {
    return (
      <Message
        code="!"
        title="새 버전이 배포되었습니다"
        body="화면을 새로 불러오면 최신 버전으로 이용하실 수 있습니다."
        action={<Button onClick={() => window.location.reload()}>새로고침</Button>}
      />
    );
  }
  return (
    <Message
      code="!"
      title="일시적인 오류가 발생했습니다"
      body="잠시 후 다시 시도해주세요. 문제가 계속되면 고객센터로 연락해주세요."
      action={
        <>
          <Button variant="outline" onClick={() => window.location.reload()}>
            새로고침
          </Button>
          <Link
            to="/"
            className="inline-flex h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white"
          >
            홈으로
          </Link>
        </>
      }
    />
  );
}

/** Shown while the very first screen (and its guard) loads. */
export function InitialLoading() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status">
      <span className="size-8 animate-spin rounded-full border-3 border-brand-100 border-t-brand-600" />
      <span className="sr-only">불러오는 중</span>
    </div>
  );
}
