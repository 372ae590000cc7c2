import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField } from '@/components/ui/field.tsx';
import { usersListQuery } from '@/lib/api/console-users.ts';
import { cn } from '@/lib/cn.ts';
import { useDebounced } from '@/lib/use-debounced.ts';

export type Member = { _id: string; username: string; name: string };

/**
 * 회원 찾기: name or id, 5 matches to choose from; members (no operators), or with `type` only that
 * type (a sponsor is a 정회원).
 */
export function MemberPicker({
  chosen,
  onChoose,
  error,
  label = '회원',
  type,
}: {
  chosen?: Member;
  onChoose: (m: Member) => void;
  error?: string;
  label?: string;
  type?: 'PROMOTER';
}) {
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim());
  const key = /^[a-z0-9_]+$/i.test(typed) ? 'username' : 'name';
  const found = useQuery({
    ...usersListQuery({ searchKey: key, searchValue: typed, state: 'ACTIVE', type, page: 1, pageSize: 5 }),
    enabled: typed.length > 0,
  });
  const shoppers = (found.data?.users ?? []).filter((u) => u.type !== 'OPERATOR');
  return (
    <div className="space-y-2">
      <TextField
        label={label}
        required
        placeholder="이름 또는 아이디로 검색"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        hint={chosen ? `선택: ${chosen.name} (${chosen.username})` : undefined}
      />
      {typed && shoppers.length > 0 && (
        <ul aria-label="검색된 회원" className="max-h-40 overflow-y-auto rounded-lg border border-line">
          {shoppers.map((u) => (
            <li key={u._id}>
              <button
                type="button"
                aria-pressed={chosen?._id === u._id}
                onClick={() => onChoose(u)}
                className={cn(
                  'w-full px-3 py-2 text-left text-sm hover:bg-surface',
                  chosen?._id === u._id && 'bg-brand-50 font-semibold',
                )}
              >
                {u.name} <span className="text-muted">({u.username})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {typed && found.data && shoppers.length === 0 && (
        <p className="text-sm text-muted">검색된 회원이 없습니다</p>
      )}
    </div>
  );
}
