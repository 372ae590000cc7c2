import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { refreshAccessToken } from '@/lib/api-client.ts';
import { session, useSession } from '@/lib/session.ts';
import { myRequestsQuery } from '../api/application.ts';
import { ApplicationForm } from './application-form.tsx';
import { ProgrammeIntro } from './programme.tsx';
import { RequestStatus } from './request-status.tsx';

/**
 * /promoter: a PROMOTER goes on to the dashboard; any other member sees the programme, their latest
 * application and, unless one waits, the application form. Once it shows 승인 the access token is
 * refreshed (it then carries the promoter scope) and the member goes to the dashboard.
 */
export function PromoterHomePage() {
  const userType = useSession((s) => s.payload?.userType);
  const navigate = useNavigate();
  const requests = useQuery({
    ...myRequestsQuery,
    enabled: userType !== 'PROMOTER',
    // while the application waits, look again now and then (and whenever the tab comes back)
    refetchInterval: (query) => (query.state.data?.[0]?.status === 'AWAITING' ? 30_000 : false),
  });
  const latest = requests.data?.[0];
  const refreshed = useRef(false);
  const [stale, setStale] = useState(false);

  useEffect(() => {
    if (latest?.status !== 'APPROVED' || refreshed.current) return;
    refreshed.current = true;
    // Refreshed once: a member demoted after an earlier approval must not loop here.
    refreshAccessToken().then(
      (outcome) => {
        if (outcome === 'ok' && session.get().payload?.userType === 'PROMOTER') {
          navigate('/promoter/dashboard', { replace: true });
        } else setStale(true);
      },
      () => setStale(true),
    );
  }, [latest?.status, navigate]);

  if (userType === 'PROMOTER') return <Navigate to="/promoter/dashboard" replace />;
  const canApply = !latest || latest.status === 'REJECTED' || stale;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="추천인 센터"
        title="정회원 전환"
        description="준회원에서 정회원으로 전환하고 추천 수당을 받아보세요."
      />
      <ProgrammeIntro />
      {requests.isPending ? (
        <Loading />
      ) : requests.isError ? (
        <ErrorState error={requests.error} onRetry={() => requests.refetch()} />
      ) : (
        <>
          {latest && <RequestStatus request={latest} />}
          {latest?.status === 'APPROVED' && !stale && <Loading />}
          {canApply && <ApplicationForm />}
        </>
      )}
    </div>
  );
}
