import { zodResolver } from '@hookform/resolvers/zod';
import {
  type consoleUserDetail,
  type UserType,
  userStateLabel,
  userTypeBody,
  userTypeLabel,
  userTypes,
} from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Panel, td, th } from '@/components/console/panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextAreaField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatDateTime, formatPhone, formatPoint } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { useChangeUserType } from '../api.ts';
import { ApplicationPanel } from '../application-panel.tsx';
import { CloseAccount } from '../close-account.tsx';
import { ProfileEdit } from '../member-edits.tsx';
import { Facts } from './facts.tsx';

/** The member page's 기본정보 tab: profile, its edit, agreements, the type change and closing. */

type Detail = z.output<typeof consoleUserDetail>;
type TypeForm = z.input<typeof userTypeBody>;

/** 회원 유형 변경: a type and a reason (recorded in the history). */
function ChangeType({ user }: { user: Detail }) {
  const change = useChangeUserType(user._id);
  const me = useSession((s) => s.payload?._user);
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TypeForm, unknown, z.output<typeof userTypeBody>>({
    resolver: zodResolver(userTypeBody),
    defaultValues: { type: user.type, reason: '' },
  });

  const submit = handleSubmit(async (body) => {
    setServerError(undefined);
    try {
      const updated = await change.mutateAsync(body);
      window.alert('회원 유형이 변경되었습니다');
      reset({ type: updated.type, reason: '' });
    } catch (error) {
      // 403 was already alerted by the API client; the rest is shown beside the form.
      if (!(isApiError(error) && error.status === 403)) setServerError(errorMessage(error));
    }
  });

  if (user.state !== 'ACTIVE') {
    return <p className="text-sm text-muted">탈퇴한 회원의 유형은 변경할 수 없습니다.</p>;
  }
  if (user._id === me) {
    return (
      <p className="text-sm text-muted">
        본인의 회원 유형은 변경할 수 없습니다. 다른 관리자에게 요청해주세요.
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">
        현재 유형은 <strong className="font-semibold text-ink">{userTypeLabel[user.type]}</strong>입니다.
        정회원 전환은 회원의 전환 신청을 승인할 때만 할 수 있으며, 추천인코드가 발급됩니다.
      </p>
      <SelectField label="회원 유형" required error={errors.type?.message} {...register('type')}>
        {userTypes.map((t: UserType) => (
          <option key={t} value={t}>
            {userTypeLabel[t]}
            {t === user.type ? ' (현재)' : ''}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="변경 사유"
        required
        maxLength={200}
        placeholder="변경 이력에 남습니다"
        className="[&_textarea]:min-h-20"
        error={errors.reason?.message}
        {...register('reason')}
      />
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-danger">
          {serverError}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          변경
        </Button>
      </div>
    </form>
  );
}

function Agreements({ user }: { user: Detail }) {
  if (user.agreements.length === 0) return <p className="text-sm text-muted">동의한 약관이 없습니다.</p>;
  return (
    <div className="-m-4 overflow-x-auto sm:-m-5">
      <table className="w-full min-w-[420px] border-collapse">
        <caption className="sr-only">약관 동의 내역</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              약관
            </th>
            <th scope="col" className={th}>
              구분
            </th>
            <th scope="col" className={th}>
              동의한 버전
            </th>
            <th scope="col" className={th}>
              동의일시
            </th>
          </tr>
        </thead>
        <tbody>
          {user.agreements.map((a) => (
            <tr key={a.code}>
              <td className={td}>{a.subject}</td>
              <td className={td}>
                <Badge tone={a.necessary ? 'brand' : 'neutral'}>{a.necessary ? '필수' : '선택'}</Badge>
              </td>
              <td className={td}>
                <Link
                  to={`/terms/${a.code}?version=${a.version}`}
                  target="_blank"
                  className="text-brand-700 hover:underline"
                >
                  버전 {a.version}
                </Link>
              </td>
              <td className={td}>{formatDateTime(a.agreedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BasicTab({ user }: { user: Detail }) {
  const me = useSession((s) => s.payload?._user);
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
      <div className="space-y-5">
        <ApplicationPanel user={user} />
        <Panel title="기본 정보" titleId="profile">
          <Facts
            items={[
              ['아이디', user.username],
              ['이름', user.name],
              ['이메일', user.email || '-'],
              ['연락처', user.phone ? formatPhone(user.phone) : '-'],
              ['회원 유형', userTypeLabel[user.type]],
              ['상태', userStateLabel[user.state]],
              ['등급', user.grade.name],
              ['추천인코드', user.promoterCode ?? '-'],
              ['적립금', formatPoint(user.point)],
              ['가입일시', formatDateTime(user.createdAt)],
              ...(user.leftAt ? ([['탈퇴일시', formatDateTime(user.leftAt)]] as [string, string][]) : []),
            ]}
          />
        </Panel>
        <Panel title="기본정보 수정" titleId="profile-edit">
          <ProfileEdit user={user} key={user.updatedAt} />
        </Panel>
        <Panel title="약관 동의" titleId="agreements">
          <Agreements user={user} />
        </Panel>
      </div>
      <div className="space-y-5">
        <Panel title="회원 유형 변경" titleId="type-change">
          <ChangeType user={user} key={`${user._id}-${user.type}`} />
        </Panel>
        {user.state !== 'LEFT' && (
          <Panel title="탈퇴 처리" titleId="close-account">
            <CloseAccount user={user} me={me} />
          </Panel>
        )}
      </div>
    </div>
  );
}
