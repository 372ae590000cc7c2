import { formatDate } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { saveBlob } from '@/components/console/files.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { Checkbox, TextAreaField } from '@/components/ui/field.tsx';
import type { UsersFilter } from '@/lib/api/console-users.ts';
import { api, errorMessage } from '@/lib/api-client.ts';
import { formatNumber } from '@/lib/format.ts';
import { Problem } from './adjust-dialogs.tsx';

/**
 * 엑셀 다운로드 of /console/users: the list's filters and sort, every row. Phone and e-mail only
 * when 연락처 포함 is checked, which asks for a reason; the server writes that export to the audit
 * log (DOMAIN.md Console) and refuses it without one (400 변경 사유를 입력해주세요).
 */

const REASON_REQUIRED = '변경 사유를 입력해주세요';

/** GET /api/console/users?format=xlsx with the list's filters (no paging: the whole list). */
export function exportUsers(
  { page: _page, pageSize: _size, ...filter }: UsersFilter,
  contacts: { reason: string } | null,
) {
  return api.download('/api/console/users', {
    query: {
      ...filter,
      searchValue: filter.searchValue || undefined,
      format: 'xlsx',
      ...(contacts ? { contacts: 'true', reason: contacts.reason } : {}),
    },
  });
}

export function UsersExcelDialog({
  filter,
  totalCount,
  onDone,
}: {
  filter: UsersFilter;
  totalCount: number | undefined;
  onDone: () => void;
}) {
  const [contacts, setContacts] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (contacts && !reason.trim()) return setReasonError(REASON_REQUIRED);
    setReasonError(undefined);
    setBusy(true);
    try {
      const file = await exportUsers(filter, contacts ? { reason: reason.trim() } : null);
      saveBlob(file.blob, file.filename ?? `회원목록_${formatDate(new Date())}.xlsx`);
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogContent
      title="회원 엑셀 다운로드"
      description={`현재 검색 조건의 회원${totalCount === undefined ? '' : ` ${formatNumber(totalCount)}명`}을 내려받습니다. 연락처(휴대폰·이메일)는 사유를 남길 때만 포함되며, 처리자와 사유가 감사 로그에 기록됩니다.`}
    >
      <form onSubmit={send} noValidate className="space-y-4" aria-label="회원 엑셀 다운로드">
        <Checkbox
          label="연락처 포함"
          checked={contacts}
          onChange={(e) => {
            setContacts(e.target.checked);
            setReasonError(undefined);
          }}
        />
        {contacts && (
          <TextAreaField
            label="다운로드 사유"
            required
            maxLength={200}
            placeholder="감사 로그에 남습니다"
            className="[&_textarea]:min-h-20"
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setReasonError(undefined);
            }}
          />
        )}
        <Problem text={problem} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            취소
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? '내려받는 중…' : '엑셀 다운로드'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
