import { type Exhibition, exhibitionKindLabel, exhibitionKinds } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListCount } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { exhibitionsQuery, useDeleteExhibition } from '../../api/exhibitions.ts';
import { useExhibitionColumns } from './exhibition-columns.tsx';

const PAGE_SIZE = 20;

/** /console/shop/exhibitions: 기획전 by kind, with their period and products. */
export function ConsoleExhibitionsPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const kind = pick(params.get('kind'), exhibitionKinds);
  const exhibitions = useQuery(exhibitionsQuery(kind, page, PAGE_SIZE));
  const remove = useDeleteExhibition();
  const [working, setWorking] = useState(false);

  const del = async (e: Exhibition) => {
    if (!window.confirm(`'${e.title}' 기획전을 삭제하시겠습니까?\n담긴 상품 목록도 함께 삭제됩니다.`)) return;
    setWorking(true);
    try {
      await remove.mutateAsync(e._id);
      toast(`'${e.title}' 기획전을 삭제했습니다`);
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
    } finally {
      setWorking(false);
    }
  };
  const columns = useExhibitionColumns((e) => void del(e));

  return (
    <>
      <ConsolePageTitle
        title="기획전 관리"
        description="쇼핑몰 기획전(/shop/exhibitions)에 보이는 특가할인, 기획전, 팝업 이벤트입니다."
        actions={<ButtonLink to="/console/shop/exhibitions/create">기획전 등록</ButtonLink>}
      />
      <TableListPanel
        title={<ListCount noun="기획전" unit="개" total={exhibitions.data?.summary.totalCount} />}
        actions={
          <div className="flex items-center gap-2">
            {working && <span className="text-[13px] text-muted">삭제하는 중…</span>}
            <label htmlFor="filter-kind" className="text-[13px] whitespace-nowrap text-muted">
              종류
            </label>
            <Select
              id="filter-kind"
              className="h-9! w-36 text-sm!"
              value={kind ?? ''}
              onChange={(e) => update({ kind: e.target.value || undefined })}
            >
              <option value="">전체</option>
              {exhibitionKinds.map((k) => (
                <option key={k} value={k}>
                  {exhibitionKindLabel[k]}
                </option>
              ))}
            </Select>
          </div>
        }
        query={exhibitions}
        rows={exhibitions.data?.exhibitions}
        emptyMessage={kind ? `${exhibitionKindLabel[kind]} 기획전이 없습니다` : '등록된 기획전이 없습니다'}
        paging={{ page, pageSize: PAGE_SIZE, totalCount: exhibitions.data?.summary.totalCount ?? 0, hrefFor }}
        caption="기획전 목록"
        columns={columns}
        getRowId={(e) => e._id}
        minWidth={920}
        busy={exhibitions.isPlaceholderData || working}
      />
    </>
  );
}
