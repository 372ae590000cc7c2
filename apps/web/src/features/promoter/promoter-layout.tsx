import { SectionLayout } from '@/components/layout/section-layout.tsx';
import { promoterNavigation } from './navigation.ts';

export function PromoterLayout() {
  return <SectionLayout title="추천인 센터" groups={promoterNavigation} />;
}
