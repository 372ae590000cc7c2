import { Outlet } from 'react-router';
import { SectionLayout } from '@/components/layout/section-layout.tsx';
import { useSession } from '@/lib/session.ts';
import { promoterNavigation } from './navigation.ts';

/** The promoter centre; a member who is not a promoter yet (/promoter, the application) sees no menu. */
export function PromoterLayout() {
  const promoter = useSession((s) => s.payload?.userType === 'PROMOTER');
  if (!promoter) {
    return (
      <div className="container-page max-w-3xl py-6 md:py-12">
        <Outlet />
      </div>
    );
  }
  return <SectionLayout title="추천인 센터" groups={promoterNavigation} />;
}
