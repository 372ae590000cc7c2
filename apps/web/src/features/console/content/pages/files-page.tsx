import { type ConsoleFile, type FileOwnerKind, fileOwnerKindLabel, fileOwnerKinds } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { ListCount, ListPanel, SearchPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle, td, th } from '@/components/console/panel.tsx';
import { useRowWork, WorkingNote } from '@/components/console/row-work.tsx';
import { FilterSelect, optionsOf } from '@/components/console/search-fields.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { filesQuery, useDeleteFile } from '../api/files.ts';

const PAGE_SIZE = 20;
const usedStates = ['true', 'false'] as const;
const usedLabel = { true: '사용 중', false: '미사용' } as const;

/** 2,048 bytes → "2 KB", 3,145,728 → "3.0 MB": KB below a megabyte, MB with one decimal above. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.ceil(bytes / 1024)))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Where an owner row is edited in the console, when it has a page of its own. */
function ownerHref(kind: FileOwnerKind, _id: string): string | null {
  const pages: Partial<Record<FileOwnerKind, string>> = {
    PRODUCT: `/console/shop/products/${_id}`,
    BANNER: `/console/banners/${_id}`,
    POPUP: `/console/popups/${_id}`,
  };
  return pages[kind] ?? null;
}

function UsedBy({ file }: { file: ConsoleFile }) {
  if (!file.usedBy) return <Badge tone="neutral">미사용</Badge>;
  const href = file.usedBy._id ? ownerHref(file.kind, file.usedBy._id) : null;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Badge tone="success">사용 중</Badge>
      {href && (
        <a href={href} className="text-[13px] text-brand-700 hover:underline">
          보기
        </a>
      )}
    </span>
  );
}

/**
 * /console/files (beside spec §2's routes, for GET /api/console/files): every stored upload with its
 * size and where it is used; an unused one can be deleted. Filters and page live in the URL.
 */
export function ConsoleFilesPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const filter = {
    used: pick(params.get('used'), usedStates),
    kind: pick(params.get('kind'), fileOwnerKinds),
    page,
    pageSize: PAGE_SIZE,
  };
  const files = useQuery(filesQuery(filter));
  const remove = useDeleteFile();
  const { working, busy, run } = useRowWork();
  const filtered = !!(filter.used || filter.kind);

  const del = (file: ConsoleFile) => {
    if (!window.confirm(`'${file.key}' 파일을 삭제하시겠습니까?`)) return;
    void run('삭제하는 중', () => remove.mutateAsync(file._id), '파일을 삭제했습니다');
  };

  return (
    <>
      <ConsolePageTitle
        title="파일 관리"
        description="올린 이미지와 첨부파일입니다. 어디에도 쓰이지 않는 파일만 삭제할 수 있습니다."
      />
      <SearchPanel label="파일 검색">
        <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
          <FilterSelect
            id="files-used"
            label="사용 여부"
            selectClassName="sm:w-32"
            value={filter.used}
            options={optionsOf(usedStates, usedLabel)}
            onChange={(used) => update({ used })}
          />
          <FilterSelect
            id="files-kind"
            label="사용처"
            selectClassName="sm:w-40"
            value={filter.kind}
            options={optionsOf(fileOwnerKinds, fileOwnerKindLabel)}
            onChange={(kind) => update({ kind })}
          />
        </div>
      </SearchPanel>

      <ListPanel
        title={
          <span className="flex flex-wrap items-center gap-3">
            <ListCount noun="파일" unit="개" total={files.data?.summary.totalCount} />
            {files.data && (
              <span className="text-[13px] text-muted">
                합계 {formatFileSize(files.data.summary.totalSize)}
              </span>
            )}
            <WorkingNote working={working} />
          </span>
        }
        query={files}
        rows={files.data?.files.length}
        empty={
          <Empty
            message={filtered ? '조건에 맞는 파일이 없습니다' : '저장된 파일이 없습니다'}
            className="border-none"
          />
        }
        paging={{ page, pageSize: PAGE_SIZE, totalCount: files.data?.summary.totalCount ?? 0, hrefFor }}
      >
        <div className="-mx-4 -mt-4 overflow-x-auto sm:-mx-5 sm:-mt-5" aria-busy={files.isPlaceholderData}>
          <table className="w-full min-w-[760px] border-collapse">
            <caption className="sr-only">파일 목록</caption>
            <thead>
              <tr>
                {['파일', '사용처', '크기', '올린 날', '사용 여부', '관리'].map((label) => (
                  <th key={label} scope="col" className={th}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={files.isPlaceholderData ? 'opacity-60' : undefined}>
              {(files.data?.files ?? []).map((file) => (
                <tr key={file._id} className="hover:bg-brand-50/40">
                  <td className={`${td} max-w-[360px] break-all font-mono text-[12px]`}>
                    {file.url ? (
                      <a href={file.url} target="_blank" rel="noreferrer" className="hover:underline">
                        {file.key}
                      </a>
                    ) : (
                      file.key
                    )}
                  </td>
                  <td className={td}>{fileOwnerKindLabel[file.kind]}</td>
                  <td className={`${td} text-right tabular-nums`}>{formatFileSize(file.size)}</td>
                  <td className={td}>{formatDate(file.modifiedAt)}</td>
                  <td className={td}>
                    <UsedBy file={file} />
                  </td>
                  <td className={td}>
                    {!file.usedBy && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() => del(file)}
                        aria-label={`${file.key} 삭제`}
                      >
                        삭제
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListPanel>
    </>
  );
}
