import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CertifyRequest,
  certificationPurposes,
  joinBody,
  memberCertificationPurposes,
  recoveryMessages,
} from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import {
  CERT_MESSAGE,
  type CertMessage,
  certify,
  requestCertification,
  sandboxPersonKey,
} from '../api/recovery.ts';

/**
 * /common/kcp/cert/request and /response: the window the find pages open (INTEGRATIONS.md b.1).
 * With KCP keys the request page posts `reg_cert_key` to KCP's window; KCP posts back to the server,
 * which sends the browser on to /response. Without keys the request page is the sandbox window
 * 테스트 본인인증. The response page certifies and hands the result to the opener, then closes.
 */
function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md px-5 py-8">
      <h1 className="mb-5 text-xl font-bold text-ink">{title}</h1>
      {children}
    </main>
  );
}

const sandboxSchema = z.object({
  name: z.string().trim().min(1, recoveryMessages.nameRequired).max(30, recoveryMessages.nameRequired),
  phone: joinBody.shape.phone,
  /** the member purposes need the birth date KCP would answer (정회원 전환 checks the age) */
  birthDay: z
    .string()
    .trim()
    .regex(/^((19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01]))?$/, '생년월일 8자리를 입력해주세요')
    .optional()
    .transform((v) => v || undefined),
});

function SandboxWindow({ request, withBirthDay }: { request: CertifyRequest; withBirthDay: boolean }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof sandboxSchema>, unknown, z.output<typeof sandboxSchema>>({
    resolver: zodResolver(sandboxSchema),
  });
  const go = (resCd: string) =>
    window.location.assign(
      `/common/kcp/cert/response?${new URLSearchParams({ _request: request._request, res_cd: resCd })}`,
    );
  const submit = handleSubmit((person) => {
    sessionStorage.setItem(sandboxPersonKey(request._request), JSON.stringify(person));
    go('0000');
  });
  return (
    <Frame title="테스트 본인인증">
      <p className="mb-5 rounded-lg bg-amber-50 p-3 text-[14px] text-amber-900">
        본인인증 서비스 키가 설정되지 않아 테스트 창이 열렸습니다. 인증할 이름과 휴대폰번호를 입력해주세요.
      </p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="이름"
          required
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="휴대폰번호"
          required
          inputMode="tel"
          autoComplete="tel"
          placeholder="010-0000-0000"
          error={errors.phone?.message}
          {...register('phone')}
        />
        {withBirthDay && (
          <TextField
            label="생년월일"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="19900101"
            error={errors.birthDay?.message}
            {...register('birthDay')}
          />
        )}
        <div className="grid grid-cols-2 gap-2 pt-2">
          <Button type="button" variant="outline" onClick={() => go('9999')}>
            취소
          </Button>
          <Button type="submit" variant="primary">
            인증
          </Button>
        </div>
      </form>
    </Frame>
  );
}

/** Posts the registration to KCP's window as KCP's plugin does (an auto-submitting form). */
function KcpWindow({ request }: { request: CertifyRequest }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), []);
  return (
    <Frame title="휴대폰 본인인증">
      <p className="text-muted">본인인증 창으로 이동하고 있습니다…</p>
      <form ref={form} method="post" action={request.callUrl ?? ''}>
        <input type="hidden" name="reg_cert_key" value={request.regCertKey} />
        <input type="hidden" name="kcp_page_submit_yn" value="Y" />
      </form>
    </Frame>
  );
}

export function KcpCertRequestPage() {
  const [params] = useSearchParams();
  const purpose = certificationPurposes.find((p) => p === params.get('purpose')) ?? 'FIND_ID';
  const [request, setRequest] = useState<CertifyRequest | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    requestCertification(purpose).then(setRequest, (error) => setProblem(errorMessage(error)));
  }, [purpose]);
  if (problem) return <Failure message={problem} />;
  if (!request) return <Frame title="휴대폰 본인인증">{null}</Frame>;
  const withBirthDay = (memberCertificationPurposes as readonly string[]).includes(purpose);
  return request.mode === 'kcp' ? (
    <KcpWindow request={request} />
  ) : (
    <SandboxWindow request={request} withBirthDay={withBirthDay} />
  );
}

function Failure({ message }: { message: string }) {
  return (
    <Frame title="본인인증 결과">
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-[15px] text-red-700">
        {message}
      </p>
      <Button type="button" variant="outline" className="mt-5 w-full" onClick={() => window.close()}>
        닫기
      </Button>
    </Frame>
  );
}

export function KcpCertResponsePage() {
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const _request = params.get('_request') ?? '';
    const key = sandboxPersonKey(_request);
    const typed = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    certify({
      _request,
      resCd: params.get('res_cd') ?? '',
      ...(typed ? { sandbox: JSON.parse(typed) as { name: string; phone: string; birthDay?: string } } : {}),
    }).then(
      (certification) => {
        const message: CertMessage = { type: CERT_MESSAGE, certification };
        // The shop's Cross-Origin-Opener-Policy cuts the window from its opener once it has been on
        // KCP's site: then the find page hears it through a storage event instead.
        localStorage.setItem(CERT_MESSAGE, JSON.stringify(message));
        localStorage.removeItem(CERT_MESSAGE);
        if (window.opener) (window.opener as Window).postMessage(message, window.location.origin);
        window.close();
        setDone(true);
      },
      (error) => setProblem(errorMessage(error)),
    );
  }, [params]);
  if (problem) return <Failure message={problem} />;
  return (
    <Frame title="본인인증 결과">
      <p className="text-muted">
        {done ? '본인인증이 완료되었습니다. 이 창을 닫아주세요.' : '본인인증 결과를 확인하고 있습니다…'}
      </p>
    </Frame>
  );
}
