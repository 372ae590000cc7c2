import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button.tsx';
import { PhoneIcon } from '@/components/ui/icons.tsx';
import { settingQuery } from '@/lib/api/setting.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * 아이디 찾기 / 비밀번호 찾기. Both need identity verification by phone (KCP), which arrives with
 * its own issue; until then customer service helps, and the page says so.
 */
function FindAccount({ kind }: { kind: 'id' | 'password' }) {
  const { data: setting } = useQuery(settingQuery);
  const what = kind === 'id' ? '아이디' : '비밀번호';
  return (
    <AuthCard title={`${what} 찾기`}>
      <div className="rounded-xl bg-brand-50/70 p-5 text-[15px] leading-relaxed text-ink/85">
        <p>
          {what} 찾기는 <strong className="font-semibold">휴대폰 본인인증</strong>으로 제공될 예정이며, 지금
          준비하고 있습니다.
        </p>
        <p className="mt-2">
          {kind === 'id'
            ? '그동안 고객센터로 연락주시면 가입하신 이름과 연락처를 확인한 뒤 아이디를 안내해드립니다.'
            : '그동안 고객센터로 연락주시면 본인 확인 후 비밀번호를 다시 설정할 수 있도록 도와드립니다.'}
        </p>
      </div>
      {setting && (
        <div className="mt-6 flex items-center gap-4 rounded-xl border border-line p-5">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
            <PhoneIcon className="size-6" />
          </span>
          <div>
            <p className="text-sm text-muted">고객센터</p>
            <a
              href={`tel:${setting.customerService.phone}`}
              className="text-2xl font-extrabold tracking-tight text-brand-700"
            >
              {setting.customerService.phone}
            </a>
            <p className="mt-0.5 text-[13px] text-muted">
              {setting.customerService.weekdays} · {setting.customerService.lunch} ·{' '}
              {setting.customerService.closed}
            </p>
          </div>
        </div>
      )}
      <div className="mt-6 grid grid-cols-2 gap-2">
        <ButtonLink to="/login" variant="primary">
          로그인으로
        </ButtonLink>
        <ButtonLink to={kind === 'id' ? '/login/find-password' : '/login/find-id'} variant="outline">
          {kind === 'id' ? '비밀번호 찾기' : '아이디 찾기'}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

export const FindIdPage = () => <FindAccount kind="id" />;
export const FindPasswordPage = () => <FindAccount kind="password" />;
