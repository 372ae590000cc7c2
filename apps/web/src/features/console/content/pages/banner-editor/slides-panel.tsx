import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ListCount } from '@/components/console/list-panel.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { type BannerFormValues, emptySlide, MAX_SLIDES } from '../../banner-form.ts';
import { SlideCard } from './slide-card.tsx';

/** 슬라이드: the banner's slides in order, added, moved and removed here and saved with the form. */
export function SlidesPanel() {
  const { control, formState } = useFormContext<BannerFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'slides' });
  const rootError = formState.errors.slides?.root?.message ?? formState.errors.slides?.message;
  const [status, setStatus] = useState('');

  return (
    <Panel
      title={<ListCount noun="슬라이드" unit="개" total={fields.length} />}
      titleId="banner-slides"
      actions={
        <Button
          size="sm"
          variant="secondary"
          disabled={fields.length >= MAX_SLIDES}
          onClick={() => {
            append(emptySlide(), { shouldFocus: false });
            setStatus(`${fields.length + 1}번 슬라이드를 추가했습니다`);
          }}
        >
          슬라이드 추가
        </Button>
      }
    >
      {rootError && (
        <p role="alert" className="mb-3 text-sm font-medium text-danger">
          {rootError}
        </p>
      )}
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
          슬라이드가 없습니다. 슬라이드 추가를 눌러 이미지를 올려주세요.
        </p>
      ) : (
        <ol className="space-y-4">
          {fields.map((field, index) => (
            <SlideCard
              key={field.id}
              index={index}
              count={fields.length}
              onMove={(to) => {
                move(index, to);
                setStatus(`${index + 1}번 슬라이드를 ${to + 1}번째로 옮겼습니다`);
              }}
              onRemove={() => {
                if (!window.confirm(`${index + 1}번 슬라이드를 삭제하시겠습니까?`)) return;
                remove(index);
                setStatus(`${index + 1}번 슬라이드를 삭제했습니다. 저장하면 반영됩니다`);
              }}
            />
          ))}
        </ol>
      )}
      <p role="status" className="mt-3 min-h-5 text-[13px] text-muted">
        {status}
      </p>
      <p className="text-[13px] text-muted">
        이미지는 PC 배너 가로 1920px, 모바일 배너 가로 750px 이상을 권장합니다 (10MB 이하). 한 배너의
        슬라이드는 같은 크기로 맞춰주세요. 슬라이드 제목은 이미지의 대체 텍스트로도 쓰입니다.
      </p>
    </Panel>
  );
}
