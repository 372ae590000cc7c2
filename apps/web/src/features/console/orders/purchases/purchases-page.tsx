import type { ConsolePurchase } from '@shop/contracts';
import { formatDate } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ExcelButton, ListCount, useExcelDownload } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUrlState } from '@/components/console/url-state.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { dashboardQuery, exportPurchases, purchasesQuery } from '../api.ts';
import { hasConditions, manageLabel, manages, readPurchaseFilter } from '../filters.ts';
import { InvoiceDialog, InvoiceExcelDialog } from '../invoice-forms.tsx';
import { OrderDialog } from '../order-dialog/order-dialog.tsx';
import { RefundsPanel } from '../refunds-panel.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { usePurchaseColumns } from './purchase-columns.tsx';
import { SearchForm } from './search-form.tsx';
import { TabLink } from './tab-link.tsx';

const PAGE_SIZE = 20;

/** The tab of /console/shop/purchases/{manage}: the last segment of the path. */
function useManage(): string | undefined {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').split('/').pop();
}

/**
 * /console/shop/purchases/{manage}: the order desk. Tabs with counts, status chips, search and
 * period, the purchases with selection and bulk moves, Excel export, bulk invoices; a row opens the
 * order (`?_order=`), a 송장 button the invoice dialog (`?dialog=invoice&_purchase=`).
 */
export function ConsolePurchasesPage() {
  const manageParam = useManage();
  const { params, update, hrefFor, page } = useUrlState();
  const filter = readPurchaseFilter(manageParam, params);
  const list = useQuery(purchasesQuery(filter, page, PAGE_SIZE));
  const dashboard = useQuery(dashboardQuery(filter.manage));
  const purchases = list.data?.purchases ?? noPurchases;

  // The selection belongs to the page of the list it was made on.
  const listKey = JSON.stringify({ filter, page });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectedFor, setSelectedFor] = useState(listKey);
  if (selectedFor !== listKey) {
    setSelectedFor(listKey);
    setSelected(new Set());
  }
  const chosen = purchases.filter((p) => selected.has(p._id));

  const dialog = params.get('dialog');
  const openOrder = params.get('_order');
  const invoicePurchase =
    dialog === 'invoice' ? purchases.find((p) => p._id === params.get('_purchase')) : undefined;
  const closeDialog = () =>
    update({ dialog: undefined, _purchase: undefined, _order: undefined }, { keepPage: true });

  const excel = useExcelDownload({
    fetchFile: () => exportPurchases(filter),
    fileName: () => `주문목록_${formatDate(new Date())}.xlsx`,
    // a 403 was alerted by the API client already
    onError: (error) => {
      if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
    },
  });

  const linkWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return `?${next.toString()}`;
  };
  const columns = usePurchaseColumns({ purchases, selected, setSelected, linkWith });

  return (
    <>
      <ConsolePageTitle
        title={`주문 관리 · ${manageLabel[filter.manage]}`}
        description="주문상품 단위로 입금확인, 배송준비, 송장 입력, 배송완료와 취소·교환·반품을 처리합니다."
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => update({ dialog: 'invoice-excel' }, { keepPage: true })}
              className="max-sm:px-3"
            >
              송장 일괄등록
            </Button>
            <ExcelButton excel={excel} />
          </>
        }
      />

      <nav aria-label="주문 구분" className="mb-4 -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 rounded-xl border border-line bg-white p-1">
          {manages.map((m) => (
            <li key={m}>
              <TabLink manage={m} current={filter.manage} count={dashboard.data?.tabs[m]} params={params} />
            </li>
          ))}
        </ul>
      </nav>

      {(filter.manage === 'cancel' || filter.manage === 'return') && <RefundsPanel className="mb-4" />}

      <SearchForm filter={filter} update={update} counts={dashboard.data?.statuses} />

      <TableListPanel
        title={
          <ListCount
            noun="주문상품"
            unit="건"
            total={list.data?.summary.totalCount}
            testId="purchase-total"
          />
        }
        actions={<BulkBar chosen={chosen} onDone={() => setSelected(new Set())} />}
        query={list}
        rows={list.data ? purchases : undefined}
        emptyMessage={hasConditions(filter) ? '검색 조건에 맞는 주문이 없습니다' : '주문내역이 없습니다'}
        paging={{ page, pageSize: PAGE_SIZE, totalCount: list.data?.summary.totalCount ?? 0, hrefFor }}
        caption={`${manageLabel[filter.manage]} 주문상품 목록`}
        columns={columns}
        getRowId={(p) => p._id}
        minWidth={1100}
        busy={list.isPlaceholderData}
        rowTestId="purchase-row"
      />

      <Dialog open={!!openOrder} onOpenChange={(o) => !o && closeDialog()}>
        {openOrder && <OrderDialog key={openOrder} _id={openOrder} />}
      </Dialog>
      <Dialog open={!!invoicePurchase} onOpenChange={(o) => !o && closeDialog()}>
        {invoicePurchase && <InvoiceDialog purchase={invoicePurchase} onDone={closeDialog} />}
      </Dialog>
      <Dialog open={dialog === 'invoice-excel'} onOpenChange={(o) => !o && closeDialog()}>
        {dialog === 'invoice-excel' && <InvoiceExcelDialog />}
      </Dialog>
    </>
  );
}

const noPurchases: ConsolePurchase[] = [];
