import {
  type ConsoleUser,
  type consoleUsersQuery,
  formatDate,
  formatDateTime,
  memberNumberOf,
  userStateLabel,
  userTypeLabel,
} from '@shop/contracts';
import type { z } from 'zod';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { refused } from '../../http/errors.ts';
import { newWorkbook } from '../../http/excel.ts';
import { recordAudit, requireReason } from '../audit/record.ts';
import { listUsers } from './console-list.ts';

/**
 * The member list as an Excel file (GET /api/console/users?format=xlsx): the list's filters and
 * sort, every row. Phone and e-mail only with `contacts=true`, which needs the operator's reason and
 * writes one EXPORT row to the audit log (DOMAIN.md Console: contact columns only with a reason).
 */

type Query = z.output<typeof consoleUsersQuery>;

/** More rows than one file should carry: narrow the filters instead. */
export const USERS_EXPORT_MAX_ROWS = 50_000;

export type UsersExport = { users: ConsoleUser[]; contacts: boolean };

/** The filters the file was made with, as the audit row records them (no paging, no blanks). */
function filterOf(query: Query): Record<string, unknown> {
  const { format: _format, contacts: _contacts, reason: _reason, ...filter } = query;
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
}

export async function exportUsers(ctx: ShopContext, query: Query): Promise<UsersExport> {
  const contacts = query.contacts === 'true';
  // Checked before reading anything: a contact export without a reason is refused outright.
  const reason = contacts ? requireReason(query.reason) : null;
  return inTransaction(ctx, async (ctx) => {
    const { totalCount, users } = await listUsers(ctx, query, null);
    if (totalCount > USERS_EXPORT_MAX_ROWS) {
      throw refused(
        'EXPORT_TOO_LARGE',
        `엑셀은 한 번에 ${USERS_EXPORT_MAX_ROWS.toLocaleString('ko-KR')}명까지 내려받을 수 있습니다. 조건을 좁혀주세요`,
      );
    }
    if (contacts) {
      await recordAudit(ctx, {
        action: 'EXPORT',
        targetKind: 'EXPORT',
        _target: 'USERS',
        after: { kind: 'USERS', contacts: true, filter: filterOf(query), rowCount: users.length },
        reason,
      });
    }
    return { users, contacts };
  });
}

export async function usersWorkbook({ users, contacts }: UsersExport): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('회원 목록');
  sheet.columns = [
    { header: '회원번호', key: 'no', width: 12 },
    { header: '아이디', key: 'username', width: 18 },
    { header: '이름', key: 'name', width: 12 },
    ...(contacts
      ? [
          { header: '연락처', key: 'phone', width: 16 },
          { header: '이메일', key: 'email', width: 28 },
        ]
      : []),
    { header: '유형', key: 'type', width: 10 },
    { header: '등급', key: 'grade', width: 10 },
    { header: '적립금', key: 'point', width: 12, style: { numFmt: '#,##0' } },
    { header: '수당 잔액', key: 'bonus', width: 12, style: { numFmt: '#,##0' } },
    { header: '후원자', key: 'sponsor', width: 22 },
    { header: '가입일', key: 'joined', width: 12 },
    { header: '최근 로그인', key: 'lastLogin', width: 18 },
    { header: '상태', key: 'state', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const user of users) {
    sheet.addRow({
      no: memberNumberOf(user._id),
      username: user.username,
      name: user.name,
      ...(contacts ? { phone: user.phone, email: user.email } : {}),
      type: userTypeLabel[user.type],
      grade: user.grade.name,
      point: user.point,
      bonus: user.bonusBalance,
      sponsor: user.sponsor ? `${user.sponsor.name} (${user.sponsor.username})` : '',
      joined: formatDate(user.createdAt),
      lastLogin: user.lastLoginAt ? formatDateTime(user.lastLoginAt) : '',
      state: userStateLabel[user.state],
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
