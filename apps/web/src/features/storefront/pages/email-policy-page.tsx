import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { settingQuery } from '@/lib/api/setting.ts';

/** 이메일무단수집거부: the notice Korean shops post under the Information and Communications Network Act. */
export function EmailPolicyPage() {
  const { data: setting } = useQuery(settingQuery);
  const name = setting?.company.name ?? '바스하우스';
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <PageHeader eyebrow="약관 및 정책" title="이메일무단수집거부" />
      <div className="mt-8 rounded-card border border-line bg-surface/60 p-6 text-[15px] leading-[1.9] text-ink/85 sm:p-8">
        <p>
          {name}는 본 웹사이트에 게시된 이메일 주소가 전자우편 수집 프로그램이나 그 밖의 기술적 장치를
          이용하여 무단으로 수집되는 것을 거부합니다.
        </p>
        <p className="mt-4">
          이를 위반할 경우 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 제50조의2(전자우편주소의 무단
          수집행위 등 금지)에 따라 1년 이하의 징역 또는 1천만원 이하의 벌금에 처해질 수 있음을 유념하시기
          바랍니다.
        </p>
        <ul className="mt-6 list-disc space-y-2 pl-5 text-muted">
          <li>
            누구든지 인터넷 홈페이지 운영자의 사전 동의 없이 전자우편주소를 자동으로 수집하는 프로그램이나 그
            밖의 기술적 장치를 이용하여 전자우편주소를 수집하여서는 안 됩니다.
          </li>
          <li>누구든지 위의 규정을 위반하여 수집된 전자우편주소를 판매·유통하여서는 안 됩니다.</li>
          <li>
            누구든지 수집·판매 및 유통이 금지된 전자우편주소임을 알면서 이를 정보 전송에 이용하여서는 안
            됩니다.
          </li>
        </ul>
        {setting && <p className="mt-6 text-sm text-muted">문의: {setting.company.email}</p>}
      </div>
    </div>
  );
}
