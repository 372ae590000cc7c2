import { zodResolver } from '@hookform/resolvers/zod';
import { leaveBody, leaveReasons } from '@shop/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox, SelectField, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { endSessionLocally } from '@/lib/auth.ts';
import { formatPoint } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { useLeave } from '../api/me.ts';

const confirmMessage = '안내사항을 확인하고 동의해주세요';

type LeaveReason = (typeof leaveReasons)[number];
const isLeaveReason = (value: string): value is LeaveReason =>
  (leaveReasons as readonly string[]).includes(value);

/** The contract's leave body, with the select's empty choice and the confirmation box. */
const leaveFormSchema = z.object({
  reason: z.string().refine(isLeaveReason, { message: '탈퇴 사유를 선택해주세요' }),
  reasonDetails: z.string().max(500, '상세 사유를 500자 이하로 입력해주세요'),
  password: leaveBody.shape.password,
  confirm: z.boolean().refine((v) => v, { message: confirmMessage }),
});
type LeaveFormInput = z.input<typeof leaveFormSchema>;
type LeaveFormOutput = z.output<typeof leaveFormSchema>;

/** /mypage/leave: what leaving keeps and deletes, a reason, the password, a confirmation. */
export function LeavePage() {
  const user = useSession((s) => s.user);
  const leave = useLeave();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LeaveFormInput, unknown, LeaveFormOutput>({
    resolver: zodResolver(leaveFormSchema),
    defaultValues: { reason: '', reasonDetails: '', password: '', confirm: false },
  });
  const confirmed = useWatch({ control, name: 'confirm' });

  const submit = handleSubmit(async ({ reason, reasonDetails, password }) => {
    if (!window.confirm('정말 탈퇴하시겠습니까? 탈퇴한 계정은 되돌릴 수 없습니다.')) return;
    try {
      await leave.mutateAsync({
        password,
        reason: reason as LeaveReason,
        ...(reasonDetails.trim() ? { reasonDetails: reasonDetails.trim() } : {}),
      });
      endSessionLocally();
      window.alert('회원탈퇴가 완료되었습니다');
      navigate('/', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'PASSWORD_MISMATCH') {
        return setError('password', { message: error.message }, { shouldFocus: true });
      }
      window.alert(errorMessage(error));
    }
  });

  return (
    <div>
      <PageHeader title="회원탈퇴" description="탈퇴하기 전에 아래 안내를 꼭 확인해주세요." />
      <section
        aria-labelledby="leave-notice"
        className="mt-8 rounded-card border border-red-100 bg-red-50/40 p-5 sm:p-7"
      >
        <h2 id="leave-notice" className="text-lg font-bold text-ink">
          탈퇴 전 안내사항
        </h2>
        <ul className="mt-4 list-disc space-y-2.5 pl-5 text-[15px] leading-relaxed text-ink/85">
          <li>
            탈퇴하면 <strong className="font-semibold">이름, 이메일, 연락처 등 회원정보가 즉시 삭제</strong>
            되고 이 계정으로 다시 로그인할 수 없습니다. 탈퇴한 아이디로는 다시 가입할 수 없습니다.
          </li>
          <li>
            보유하신 적립금{user ? ` ${formatPoint(user.point)}` : ''}과 쿠폰은 모두 소멸되며, 다시 가입해도
            복구되지 않습니다.
          </li>
          <li>
            주문·결제·배송 기록과 수당·정산 기록은 「전자상거래 등에서의 소비자보호에 관한 법률」 등 관계
            법령에 따라 정해진 기간(계약 및 대금결제 기록 5년, 소비자 불만·분쟁처리 기록 3년) 동안 보관한 뒤
            파기합니다.
          </li>
          <li>진행 중인 주문, 교환·반품이 있다면 처리가 끝난 뒤 탈퇴해주세요.</li>
          {user?.type === 'PROMOTER' && (
            <li>
              정회원의 추천인코드는 사용이 중지되며, 지급되지 않은 수당이나 진행 중인 출금 신청이 있으면
              정산을 마친 뒤 탈퇴할 수 있습니다.
            </li>
          )}
        </ul>
      </section>

      <form
        onSubmit={submit}
        noValidate
        className="mt-8 space-y-5 rounded-card border border-line p-5 sm:p-7"
      >
        <SelectField label="탈퇴 사유" required error={errors.reason?.message} {...register('reason')}>
          <option value="">선택해주세요</option>
          {leaveReasons.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="상세 사유"
          placeholder="불편하셨던 점을 알려주시면 서비스 개선에 참고하겠습니다. (선택)"
          maxLength={500}
          error={errors.reasonDetails?.message}
          {...register('reasonDetails')}
        />
        <TextField
          label="비밀번호"
          required
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div>
          <Checkbox label="안내사항을 모두 확인했으며 탈퇴에 동의합니다" {...register('confirm')} />
          {errors.confirm?.message && (
            <p className="mt-1.5 text-[13px] font-medium text-danger">{errors.confirm.message}</p>
          )}
        </div>
        <div className="flex justify-end border-t border-line pt-5">
          <Button
            type="submit"
            variant="danger"
            size="lg"
            disabled={!confirmed || isSubmitting}
            aria-busy={isSubmitting}
          >
            탈퇴하기
          </Button>
        </div>
      </form>
    </div>
  );
}
