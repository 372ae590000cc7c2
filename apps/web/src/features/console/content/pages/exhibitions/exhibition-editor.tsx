import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { BackLink, LoadFailure } from '@/components/console/editor.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { exhibitionQuery } from '../../api/exhibitions.ts';
import { DisplayStatusBadge } from '../../components/display-status.tsx';
import { ExhibitionForm } from './exhibition-form.tsx';

/** /console/shop/exhibitions/create */
export function ConsoleExhibitionCreatePage() {
  return (
    <>
      <BackLink to="/console/shop/exhibitions">기획전 목록</BackLink>
      <h1 className="mt-2 mb-5 text-xl font-bold tracking-tight sm:text-2xl">기획전 등록</h1>
      <ExhibitionForm />
    </>
  );
}

/** /console/shop/exhibitions/:_exhibition */
export function ConsoleExhibitionPage() {
  const { _exhibition = '' } = useParams();
  const query = useQuery(exhibitionQuery(_exhibition));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        notFound="기획전을 찾을 수 없습니다"
        listTo="/console/shop/exhibitions"
        listLabel="기획전 목록"
        onRetry={() => query.refetch()}
      />
    );
  }
  const exhibition = query.data;
  return (
    <>
      <BackLink to="/console/shop/exhibitions">기획전 목록</BackLink>
      <div className="mt-2 mb-5 flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-xl font-bold tracking-tight break-all sm:text-2xl">{exhibition.title}</h1>
        <DisplayStatusBadge display={exhibition.display} />
        <Link
          to={`/shop/exhibitions/${exhibition._id}`}
          target="_blank"
          className="w-full text-[13px] text-brand-700 hover:underline"
        >
          쇼핑몰에서 보기
        </Link>
      </div>
      <ExhibitionForm key={exhibition._id} exhibition={exhibition} />
    </>
  );
}
