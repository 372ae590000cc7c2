import { useLocation } from 'react-router';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { Button, ButtonLink } from './button.tsx';

/** A query that failed: the server's message, a retry, and a way to log in again after a 401. */
export function ErrorState({
  error,
  onRetry,
  className,
}: {
  error: unknown;
  onRetry?: () => void;
  className?: string;
}) {
  const location = useLocation();
  const needsLogin = isApiError(error) && error.status === 401;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-card border border-red-100 bg-red-50/50 px-6 py-10 text-center',
        className,
      )}
    >
      <p className="text-[15px] font-medium text-ink">{errorMessage(error)}</p>
      <div className="flex gap-2">
        {needsLogin ? (
          <ButtonLink
            to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
            size="sm"
          >
            다시 로그인
          </ButtonLink>
        ) : (
          onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              다시 시도
            </Button>
          )
        )}
      </div>
    </div>
  );
}
