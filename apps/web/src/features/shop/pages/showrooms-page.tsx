import type { Showroom } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { ButtonLink, buttonClass } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PhoneIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { ThumbPlaceholder } from '@/components/ui/product-card.tsx';
import { formatPhone } from '@/lib/format.ts';
import { showroomsQuery } from '../api/content.ts';
import { mapSearchUrl, telHref } from '../content-params.ts';

function ShowroomCard({ showroom }: { showroom: Showroom }) {
  const titleId = `showroom-${showroom._id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="showroom-card"
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white"
    >
      <div className="aspect-[4/3] bg-surface">
        {showroom.image ? (
          <img
            src={showroom.image}
            alt={`${showroom.name} 전경`}
            width={960}
            height={720}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <ThumbPlaceholder />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {showroom.name}
        </h2>
        <dl className="mt-3 space-y-2 text-[15px]">
          <div className="flex gap-3">
            <dt className="w-16 shrink-0 font-semibold text-muted">주소</dt>
            <dd className="min-w-0 break-keep text-ink">{showroom.address}</dd>
          </div>
          <div className="flex gap-3">
            <dt className="w-16 shrink-0 font-semibold text-muted">전화</dt>
            <dd className="min-w-0">
              <a
                href={telHref(showroom.phone)}
                className="text-ink tabular-nums hover:text-brand-700 hover:underline"
              >
                {formatPhone(showroom.phone)}
              </a>
            </dd>
          </div>
          {showroom.hours && (
            <div className="flex gap-3">
              <dt className="w-16 shrink-0 font-semibold text-muted">운영시간</dt>
              <dd className="min-w-0 break-keep whitespace-pre-line text-ink">{showroom.hours}</dd>
            </div>
          )}
        </dl>
        {showroom.description && (
          <p className="mt-4 text-sm leading-relaxed break-keep whitespace-pre-line text-muted">
            {showroom.description}
          </p>
        )}
        <div className="mt-auto flex gap-2 pt-5">
          <a
            href={mapSearchUrl(showroom.address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${showroom.name} 지도 보기 (새 창)`}
            className={buttonClass({ variant: 'outline', size: 'sm', className: 'flex-1' })}
          >
            지도 보기
          </a>
          <a
            href={telHref(showroom.phone)}
            aria-label={`${showroom.name}에 전화하기`}
            className={buttonClass({ variant: 'secondary', size: 'sm', className: 'flex-1' })}
          >
            <PhoneIcon className="size-4" />
            전화하기
          </a>
        </div>
      </div>
    </article>
  );
}

/** /shop/showrooms: where the fixtures can be seen and touched before buying. */
export function ShowroomsPage() {
  const showrooms = useQuery(showroomsQuery);
  return (
    <div className="container-page py-5 md:py-10">
      <Breadcrumb items={[{ label: '홈', to: '/' }, { label: '쇼룸' }]} />
      <div className="mt-4 flex flex-col gap-4 md:mt-6 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">쇼룸</h1>
          <p className="mt-2 text-[15px] break-keep text-muted">
            세면대, 양변기, 수전을 직접 보고 만져보세요. 방문 예약을 남겨주시면 전문 상담사가 안내해드립니다.
          </p>
        </div>
        <ButtonLink to="/#inquiry" className="self-start md:self-auto">
          쇼룸 방문 예약
        </ButtonLink>
      </div>
      <div className="mt-8">
        {showrooms.isPending ? (
          <Loading />
        ) : showrooms.isError ? (
          <ErrorState error={showrooms.error} onRetry={() => showrooms.refetch()} />
        ) : showrooms.data.length === 0 ? (
          <Empty message="운영 중인 쇼룸이 없습니다" />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {showrooms.data.map((showroom) => (
              <li key={showroom._id}>
                <ShowroomCard showroom={showroom} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
