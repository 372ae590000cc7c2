import { userTypeLabel } from '@shop/contracts';
import { SectionLayout } from '@/components/layout/section-layout.tsx';
import { useSession } from '@/lib/session.ts';
import { mypageNavigation } from '../navigation.ts';

function MemberStrip() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <p className="mb-6 hidden text-sm text-muted md:block">
      <strong className="font-semibold text-ink">{user.name}</strong>님은{' '}
      <span className="font-semibold text-brand-700">{userTypeLabel[user.type]}</span>입니다.
    </p>
  );
}

export function MypageLayout() {
  return <SectionLayout title="마이페이지" groups={mypageNavigation} header={<MemberStrip />} />;
}
