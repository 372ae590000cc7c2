import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { meQuery } from '@/lib/auth.ts';
import type { RouteHandle } from '@/lib/routing/route-handle.ts';
import { ScrollManager } from '@/lib/scroll.tsx';
import { session, useSession } from '@/lib/session.ts';

const SITE = '바스하우스';

function DocumentTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : `${SITE} | 욕실 전문 쇼핑몰`;
  }, [title]);
  return null;
}

/** Spec §4: the member is fetched when the access token appears, and kept in the session. */
function SessionSync() {
  const accessToken = useSession((s) => s.accessToken);
  const _user = useSession((s) => s.payload?._user);
  const me = useQuery({ ...meQuery(_user), enabled: !!accessToken && !!_user });
  useEffect(() => {
    if (me.data && session.get().payload?._user === me.data._id) session.setUser(me.data);
  }, [me.data]);
  return null;
}

/** A thin bar at the top while a lazy screen or a guard is loading. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100"
      role="progressbar"
      aria-label="페이지 불러오는 중"
    >
      <div className="h-full w-1/3 animate-[loading_1s_ease-in-out_infinite] bg-brand-500" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <DocumentTitle />
      <SessionSync />
      <NavigationProgress />
      <Outlet />
    </>
  );
}
