import { SectionLayout } from '@/app/layouts/section-layout.tsx';
import { promoterNavigation } from './routes.tsx';

export function PromoterLayout() {
  return <SectionLayout title="추천인 센터" groups={promoterNavigation} />;
}
