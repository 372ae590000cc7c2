import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGE_TEXT_MAX,
  type MessageTemplate,
  messageKindLabel,
  messageTemplateBody,
  templateVariables,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, Switch } from '@/components/console/fields.tsx';
import { placeServerError } from '@/components/console/form-errors.ts';
import { Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/format.ts';
import { messageTemplatesQuery, useSaveTemplate } from './api.ts';

type TemplateForm = z.input<typeof messageTemplateBody>;
type TemplateBody = z.output<typeof messageTemplateBody>;
const fields = ['enabled', 'text', 'providerTemplateId'] as const;

/** One event's template: on/off, the text with its #{변수}, the 알림톡 template id. */
function TemplateEditor({ template }: { template: MessageTemplate }) {
  const save = useSaveTemplate();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TemplateForm, unknown, TemplateBody>({
    resolver: zodResolver(messageTemplateBody),
    defaultValues: {
      enabled: template.enabled,
      text: template.text,
      providerTemplateId: template.providerTemplateId ?? '',
    },
  });
  const text = watch('text') ?? '';
  const known = new Set(template.variables.map((v) => v.name));
  const unknown = templateVariables(text).filter((name) => !known.has(name));
  const submit = handleSubmit(async (body) => {
    setMessage(null);
    try {
      const saved = await save.mutateAsync({ event: template.event, body });
      reset({ enabled: saved.enabled, text: saved.text, providerTemplateId: saved.providerTemplateId ?? '' });
      toast(`'${template.eventLabel}' 템플릿을 저장했습니다`);
    } catch (error) {
      if (!placeServerError(error, fields, setError)) setMessage(errorMessage(error));
    }
  });
  const titleId = `template-${template.event}`;
  return (
    <Panel
      titleId={titleId}
      title={
        <span className="flex flex-wrap items-center gap-2">
          {template.eventLabel}
          <Badge tone={template.kind === 'MARKETING' ? 'warning' : 'neutral'}>
            {messageKindLabel[template.kind]}
          </Badge>
          {!template.enabled && <Badge tone="danger">발송 안 함</Badge>}
        </span>
      }
      actions={
        <span className="text-xs text-muted">
          {template.edited && template.updatedAt ? `수정 ${formatDateTime(template.updatedAt)}` : '기본 문구'}
        </span>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-4">
          <Switch
            label="이 알림 보내기"
            description="끄면 이 알림은 보내지 않고 발송 내역에 '발송 안 함'으로 남깁니다."
            {...register('enabled')}
          />
          <TextAreaField
            label="알림 내용"
            required
            rows={11}
            maxLength={MESSAGE_TEXT_MAX}
            error={
              errors.text?.message ??
              (unknown.length > 0
                ? `사용할 수 없는 변수입니다: ${unknown.map((n) => `#{${n}}`).join(', ')}`
                : undefined)
            }
            hint={`${text.length.toLocaleString('ko-KR')} / ${MESSAGE_TEXT_MAX.toLocaleString('ko-KR')}자. 알림톡은 카카오에서 승인받은 내용과 글자 하나까지 같아야 합니다.`}
            {...register('text')}
          />
          <TextField
            label="알림톡 템플릿 ID"
            maxLength={64}
            autoComplete="off"
            hint="솔라피에 등록·승인된 템플릿 ID. 비워두면 문자(SMS/LMS)로 보냅니다."
            error={errors.providerTemplateId?.message}
            {...register('providerTemplateId')}
          />
          <FormAlert>{message}</FormAlert>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting}>
              {isSubmitting ? '저장하는 중…' : '저장하기'}
            </Button>
          </div>
        </div>
        <section aria-label={`${template.eventLabel} 변수`} className="self-start rounded-lg bg-surface p-3">
          <h3 className="text-sm font-bold text-ink">사용할 수 있는 변수</h3>
          <dl className="mt-2 space-y-1.5 text-[13px]">
            {template.variables.map((v) => (
              <div key={v.name} className="flex flex-wrap gap-x-2">
                <dt>
                  <code className="rounded bg-white px-1 font-semibold text-brand-700">{`#{${v.name}}`}</code>
                </dt>
                <dd className="text-muted">{v.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      </form>
    </Panel>
  );
}

/** The templates tab: every event that sends a message, in the order they happen. */
export function MessageTemplates() {
  const templates = useQuery(messageTemplatesQuery);
  if (templates.isPending) return <Loading />;
  if (templates.isError) return <ErrorState error={templates.error} onRetry={() => templates.refetch()} />;
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm text-muted">
        거래 안내(정보성) 알림은 마케팅 수신 동의와 관계없이 보냅니다. 광고성 알림은 수신 동의한 회원에게만
        보냅니다.
      </p>
      {templates.data.map((t) => (
        <TemplateEditor key={t.event} template={t} />
      ))}
    </div>
  );
}
