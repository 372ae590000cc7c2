import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink, LoadFailure } from '@/components/console/editor.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { bannerQuery } from '../../api/banners.ts';
import { DisplayStatusBadge } from '../../components/display-status.tsx';
import { BannerForm } from './banner-editor-form.tsx';

/** /console/banners/create */
export function ConsoleBannerCreatePage() {
  return (
    <>
      <BackLink to="/console/banners">배너 목록</BackLink>
      <h1 className="mt-2 mb-5 text-xl font-bold tracking-tight sm:text-2xl">배너 등록</h1>
      <BannerForm />
    </>
  );
}

/** /console/banners/:_banner */
export function ConsoleBannerPage() {
  const { _banner = '' } = useParams();
  const query = useQuery(bannerQuery(_banner));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        notFound="배너를 찾을 수 없습니다"
        listTo="/console/banners"
        listLabel="배너 목록"
        onRetry={() => query.refetch()}
      />
    );
  }
  const banner = query.data;
  return (
    <>
      <BackLink to="/console/banners">배너 목록</BackLink>
      <div className="mt-2 mb-5 flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-xl font-bold tracking-tight break-all sm:text-2xl">{banner.name}</h1>
        <DisplayStatusBadge display={banner.display} />
        <p className="w-full font-mono text-[13px] text-muted">{banner.code}</p>
      </div>
      <BannerForm key={banner._id} banner={banner} />
    </>
  );
}
