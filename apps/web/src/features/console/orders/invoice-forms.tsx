import { formatNumber, type InvoiceUploadReport, invoiceMessages } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/console/fields.tsx';
import { saveBlob } from '@/components/console/files.ts';
import { td, th } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { codesQuery, downloadInvoiceTemplate, useEnterInvoice, useUploadInvoices } from './api.ts';
import { invoiceProblem, sheetProblem } from './invoice.ts';

type InvoiceTarget = {
  purchaseNo: string;
  productName: string;
  courierCode: string | null;
  invoiceNumber: string | null;
};

/**
 * 송장 입력: a courier from the console's codes and the number. Entering it ships the purchase
 * (배송중); on a shipped purchase it corrects the invoice. The server's refusal is shown as it says it.
 */
export function InvoiceForm({
  purchase,
  onDone,
  onCancel,
}: {
  purchase: InvoiceTarget;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const codes = useQuery(codesQuery());
  const enter = useEnterInvoice();
  const [courierCode, setCourierCode] = useState(purchase.courierCode ?? '');
  const [invoiceNumber, setInvoiceNumber] = useState(purchase.invoiceNumber ?? '');
  const [errors, setErrors] = useState<{ courierCode?: string; invoiceNumber?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const correcting = !!purchase.invoiceNumber;
  // A disabled courier stays selectable only for the invoice that already names it.
  const couriers = (codes.data ?? []).filter((c) => c.enabled || c.code === purchase.courierCode);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const next = {
      courierCode: courierCode ? undefined : invoiceMessages.courier,
      invoiceNumber: invoiceProblem(invoiceNumber) ?? undefined,
    };
    setErrors(next);
    if (next.courierCode || next.invoiceNumber) return;
    try {
      await enter.mutateAsync({
        purchaseNo: purchase.purchaseNo,
        courierCode,
        invoiceNumber: invoiceNumber.trim(),
      });
      toast(
        correcting
          ? `${purchase.purchaseNo} 송장을 수정했습니다`
          : `${purchase.purchaseNo} 송장을 등록했습니다 (배송중)`,
      );
      onDone?.();
    } catch (error) {
      if (isApiError(error) && error.status === 403) return;
      const details = isApiError(error) ? (error.details ?? []) : [];
      const placed: typeof errors = {};
      for (const d of details) {
        if (d.path === 'courierCode' || d.path === 'invoiceNumber') placed[d.path] = d.message;
      }
      setErrors(placed);
      if (!placed.courierCode && !placed.invoiceNumber) setMessage(errorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={`${purchase.productName} 송장`}>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <SelectField
          label="택배사"
          required
          value={courierCode}
          error={errors.courierCode}
          onChange={(e) => setCourierCode(e.target.value)}
          disabled={codes.isPending}
        >
          <option value="">{codes.isPending ? '불러오는 중…' : '택배사 선택'}</option>
          {couriers.map((c) => (
            <option key={c._id} value={c.code}>
              {c.name}
              {c.enabled ? '' : ' (사용 안 함)'}
            </option>
          ))}
        </SelectField>
        <TextField
          label="송장번호"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder="숫자만 또는 하이픈 포함"
          value={invoiceNumber}
          error={errors.invoiceNumber}
          onChange={(e) => setInvoiceNumber(e.target.value)}
        />
      </div>
      {codes.isError && <FormAlert>{errorMessage(codes.error)}</FormAlert>}
      <FormAlert>{message}</FormAlert>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            취소
          </Button>
        )}
        <Button type="submit" disabled={enter.isPending} aria-busy={enter.isPending}>
          {enter.isPending ? '저장하는 중…' : correcting ? '송장 수정' : '송장 등록'}
        </Button>
      </div>
    </form>
  );
}

/** The list's 송장 입력 dialog for one purchase. */
export function InvoiceDialog({ purchase, onDone }: { purchase: InvoiceTarget; onDone: () => void }) {
  return (
    <DialogContent
      title={purchase.invoiceNumber ? '송장 수정' : '송장 입력'}
      description={`${purchase.purchaseNo} · ${purchase.productName}`}
    >
      <InvoiceForm purchase={purchase} onDone={onDone} onCancel={onDone} />
    </DialogContent>
  );
}

/**
 * 송장 일괄등록: the template, the filled sheet, and a line per row saying what happened. Rows
 * are saved one by one on the server, so the good ones stay even when others fail.
 */
export function InvoiceExcelDialog() {
  const upload = useUploadInvoices();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<InvoiceUploadReport | null>(null);
  const [downloading, setDownloading] = useState(false);

  const template = async () => {
    setDownloading(true);
    try {
      const { blob, filename } = await downloadInvoiceTemplate();
      saveBlob(blob, filename ?? '송장일괄등록_양식.xlsx');
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!file) {
      setProblem('올릴 엑셀 파일을 선택해주세요');
      return;
    }
    const bad = sheetProblem(file);
    if (bad) {
      setProblem(bad);
      return;
    }
    try {
      const answer = await upload.mutateAsync(file);
      setReport(answer);
      setFile(null);
      if (input.current) input.current.value = '';
      toast(`송장 ${formatNumber(answer.summary.ok)}건을 등록했습니다`);
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) setProblem(errorMessage(error));
    }
  };

  return (
    <DialogContent
      title="송장 일괄등록"
      description="양식에 주문상품번호, 택배사(코드 또는 이름), 송장번호를 적어 올리면 행마다 결과를 알려드립니다."
      className="sm:w-[min(760px,calc(100vw-2rem))]!"
    >
      <div className="space-y-5">
        <ol className="space-y-4">
          <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface p-4">
            <p className="text-sm text-ink">
              <strong className="font-semibold">1. 양식 내려받기</strong>
              <span className="block text-[13px] text-muted">
                배송준비중·결제완료 상품에 송장을 넣으면 배송중이 됩니다. 배송중 상품은 송장이 수정됩니다.
              </span>
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={template}
              disabled={downloading}
              aria-busy={downloading}
            >
              {downloading ? '내려받는 중…' : '양식 다운로드'}
            </Button>
          </li>
          <li className="rounded-lg bg-surface p-4">
            <form onSubmit={send} noValidate className="space-y-3">
              <label htmlFor={fileId} className="block text-sm font-semibold text-ink">
                2. 작성한 파일 올리기
              </label>
              <input
                ref={input}
                id={fileId}
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-invalid={problem ? true : undefined}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setProblem(null);
                }}
                className="block w-full text-sm text-ink file:mr-3 file:h-9 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:text-sm file:font-semibold file:text-ink hover:file:bg-brand-50"
              />
              <FormAlert>{problem}</FormAlert>
              <div className="flex justify-end">
                <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending}>
                  {upload.isPending ? '올리는 중…' : '업로드'}
                </Button>
              </div>
            </form>
          </li>
        </ol>

        {report && <InvoiceReportTable report={report} />}
      </div>
    </DialogContent>
  );
}

function InvoiceReportTable({ report }: { report: InvoiceUploadReport }) {
  return (
    <section aria-labelledby="invoice-report-title" data-testid="invoice-report">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h3 id="invoice-report-title" className="text-sm font-bold text-ink">
          처리 결과
        </h3>
        <Badge tone="success">성공 {formatNumber(report.summary.ok)}건</Badge>
        <Badge tone={report.summary.failed ? 'danger' : 'neutral'}>
          실패 {formatNumber(report.summary.failed)}건
        </Badge>
      </div>
      {report.report.length === 0 ? (
        <p className="text-[13px] text-muted">파일에 처리할 행이 없습니다.</p>
      ) : (
        <div className="relative max-h-80 overflow-auto rounded-lg border border-line">
          <table className="w-full min-w-[520px] border-collapse">
            <caption className="sr-only">송장 일괄등록 결과</caption>
            <thead className="sticky top-0">
              <tr>
                <th scope="col" className={th}>
                  행
                </th>
                <th scope="col" className={th}>
                  주문상품번호
                </th>
                <th scope="col" className={th}>
                  결과
                </th>
                <th scope="col" className={th}>
                  내용
                </th>
              </tr>
            </thead>
            <tbody>
              {report.report.map((r) => (
                <tr key={`${r.row}-${r.purchaseNo}`} data-testid="invoice-report-row">
                  <td className={`${td} tabular-nums`}>{r.row}</td>
                  <td className={`${td} font-mono text-[13px]`}>{r.purchaseNo || '-'}</td>
                  <td className={td}>
                    <Badge tone={r.ok ? 'success' : 'danger'}>{r.ok ? '성공' : '실패'}</Badge>
                  </td>
                  <td className={`${td} whitespace-normal text-[13px]`}>{r.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
