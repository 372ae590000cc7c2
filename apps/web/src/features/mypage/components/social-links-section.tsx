import {
  type SocialProviderName,
  socialLinksEnvelope,
  socialProviderLabels,
  socialProviders,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { api, errorMessage } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/format.ts';
import { startSocialLogin } from '@/lib/social-login.ts';

const linksKey = ['me', 'social-links'] as const;

/**
 * 간편 로그인 연결 on /mypage/myinfo: each provider, linked (since when, 연결 해제) or not (연결하기,
 * which goes to the provider and comes back through /oauth/{provider}).
 */
export function SocialLinksSection() {
  const queryClient = useQueryClient();
  const links = useQuery({
    queryKey: linksKey,
    queryFn: async () => (await api.get('/api/v1/me/social-links', socialLinksEnvelope)).links,
  });
  const [going, setGoing] = useState<SocialProviderName | null>(null);
  const unlink = useMutation({
    mutationFn: (provider: SocialProviderName) => api.delete(`/api/v1/me/social-links/${provider}`, null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linksKey }),
  });

  const link = async (provider: SocialProviderName) => {
    setGoing(provider);
    try {
      await startSocialLogin(provider, 'link');
    } catch (error) {
      window.alert(errorMessage(error));
      setGoing(null);
    }
  };
  const disconnect = async (provider: SocialProviderName) => {
    const label = socialProviderLabels[provider];
    if (!window.confirm(`${label} 계정 연결을 해제하시겠습니까?`)) return;
    try {
      await unlink.mutateAsync(provider);
      window.alert(`${label} 계정 연결이 해제되었습니다`);
    } catch (error) {
      window.alert(errorMessage(error));
    }
  };

  return (
    <section aria-labelledby="social-links-title" className="mt-12 border-t border-line pt-8">
      <h2 id="social-links-title" className="text-lg font-bold text-ink">
        간편 로그인 연결
      </h2>
      <p className="mt-1 text-sm text-muted">
        카카오·네이버 계정을 연결하면 아이디와 비밀번호 없이 로그인할 수 있습니다.
      </p>
      <ul className="mt-5 divide-y divide-line rounded-xl border border-line">
        {socialProviders.map((provider) => {
          const linked = links.data?.find((l) => l.provider === provider);
          const label = socialProviderLabels[provider];
          return (
            <li key={provider} className="flex flex-wrap items-center justify-between gap-3 px-4 py-4">
              <div>
                <p className="font-semibold text-ink">{label}</p>
                <p className="mt-0.5 text-sm text-muted">
                  {links.isPending
                    ? '확인 중'
                    : linked
                      ? `${formatDate(linked.linkedAt)} 연결됨`
                      : '연결 안 됨'}
                </p>
              </div>
              {linked ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void disconnect(provider)}
                  disabled={unlink.isPending}
                  aria-label={`${label} 연결 해제`}
                >
                  연결 해제
                </Button>
              ) : (
                <Button
                  size="sm"
                  onClick={() => void link(provider)}
                  disabled={links.isPending || going !== null}
                  aria-busy={going === provider}
                  aria-label={`${label} 연결하기`}
                >
                  연결하기
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
