import type { ShopSetting } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, UnitField } from '@/components/console/fields.tsx';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUnsavedChanges } from '@/components/console/unsaved-changes.ts';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { cn } from '@/lib/cn.ts';
import { settingQuery, useSaveSetting } from '../api/setting.ts';
import { placeDetails, resolverOf } from '../form.ts';
import type { SettingField } from '../setting-fields.ts';
import {
  readSection,
  type SectionKey,
  type SectionValues,
  sectionToForm,
  settingSections,
  tidyWon,
} from '../setting-form.ts';
import { IslandsSection } from './islands-section.tsx';
import { LegalCapSchedule } from './legal-cap-schedule.tsx';
import { NaverEpSection } from './naver-ep-section.tsx';
import { ShowroomsSection } from './showrooms-section.tsx';

/**
 * /console/setting: the company, customer service, bank account, 구매안전서비스, membership, account
 * recovery, terms notice, audit retention, search engines and sharing; showrooms.
 */
export function ConsoleSettingPage() {
  return (
    <>
      <ConsolePageTitle
        title="기본 설정"
        description="쇼핑몰 하단과 고객센터 안내에 보이는 회사 정보와 회원·약관·보안 규칙입니다. 항목마다 따로 저장합니다."
      />
      <SettingSections
        sections={[
          'company',
          'customerService',
          'bankAccount',
          'escrow',
          'membership',
          'recovery',
          'terms',
          'audit',
          'seo',
        ]}
      />
      <div className="mt-5">
        <ShowroomsSection />
      </div>
    </>
  );
}

/**
 * /console/shop/setting: shipping, order deadlines, points and referral bonus rules; remote-area
 * fees; the Naver Shopping feed.
 */
export function ConsoleShopSettingPage() {
  return (
    <>
      <ConsolePageTitle
        title="쇼핑몰 설정"
        description="배송비, 주문 기한, 적립금과 수당 규칙, 네이버쇼핑 EP입니다. 바꾼 값은 저장한 뒤의 주문부터 적용됩니다."
      />
      <SettingSections sections={['shipping', 'orders', 'points', 'bonuses']} />
      <div className="mt-5">
        <LegalCapSchedule />
      </div>
      <div className="mt-5">
        <IslandsSection />
      </div>
      <div className="mt-5">
        <NaverEpSection />
      </div>
    </>
  );
}

function SettingSections({ sections }: { sections: SectionKey[] }) {
  const setting = useQuery(settingQuery());
  // A router keeps one navigation blocker: the page holds it for all of its section forms.
  const [dirty, setDirty] = useState<ReadonlySet<SectionKey>>(new Set());
  useUnsavedChanges(dirty.size > 0);
  const onDirty = useCallback((section: SectionKey, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(section) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  if (setting.isPending) return <Loading />;
  if (setting.isError) return <ErrorState error={setting.error} onRetry={() => setting.refetch()} />;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {sections.map((key) => (
        <SectionForm key={key} section={key} setting={setting.data} onDirty={onDirty} />
      ))}
    </div>
  );
}

const units: Record<'won' | 'percent', string> = { won: '원', percent: '%' };

function SectionForm({
  section,
  setting,
  onDirty,
}: {
  section: SectionKey;
  setting: ShopSetting;
  onDirty: (section: SectionKey, dirty: boolean) => void;
}) {
  const meta = settingSections[section];
  const save = useSaveSetting();
  const [message, setMessage] = useState<string | null>(null);
  const [resolver] = useState(() => resolverOf((v: SectionValues) => readSection(section, v)));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SectionValues>({ resolver, defaultValues: sectionToForm(section, setting) });
  useEffect(() => onDirty(section, isDirty), [onDirty, section, isDirty]);
  const fields: SettingField[] = meta.fields;
  const isField = (path: string) => fields.some((f) => f.key === path);

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const read = readSection(section, values);
    if (!read.input) return;
    try {
      const saved = await save.mutateAsync({ [section]: read.input });
      reset(sectionToForm(section, saved));
      toast(`${meta.title} 설정을 저장했습니다`);
    } catch (error) {
      // The server names fields as "<section>.<field>".
      setMessage(
        placeDetails(error, isField, setError, {
          fieldOf: (p) => p.replace(new RegExp(`^${section}\\.`), ''),
        }),
      );
    }
  });

  const titleId = `setting-${section}`;
  return (
    <Panel title={meta.title} titleId={titleId}>
      <form onSubmit={submit} noValidate aria-labelledby={titleId} className="space-y-4">
        {'description' in meta && <p className="-mt-1 text-[13px] text-muted">{meta.description}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((f) => {
            const error = errors[f.key]?.message;
            const common = {
              label: f.label,
              required: f.required,
              hint: f.hint,
              error,
              placeholder: f.placeholder,
              maxLength: f.maxLength,
              readOnly: f.readOnly,
              autoComplete: 'off',
              className: cn(f.wide && 'sm:col-span-2'),
              ...register(f.key, {
                // 50000 reads back as 50,000 once the field is left
                onBlur: (e) => {
                  if (f.kind === 'won') setValue(f.key, tidyWon(e.target.value), { shouldDirty: true });
                },
              }),
            };
            if (f.kind === 'text') return <TextField key={f.key} inputMode={f.inputMode} {...common} />;
            return (
              <UnitField
                key={f.key}
                unit={f.unit ?? units[f.kind === 'count' ? 'won' : f.kind]}
                inputMode={f.kind === 'percent' ? 'decimal' : 'numeric'}
                {...common}
              />
            );
          })}
        </div>
        <FormAlert>{message}</FormAlert>
        <div className="flex items-center justify-end gap-2">
          {isDirty && <span className="text-[13px] text-warning">저장하지 않은 변경이 있습니다</span>}
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? '저장하는 중…' : `${meta.title} 저장`}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
