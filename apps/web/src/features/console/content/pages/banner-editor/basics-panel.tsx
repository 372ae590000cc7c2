import { useFormContext } from 'react-hook-form';
import { Panel } from '@/components/console/panel.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { type BannerFormValues, knownBannerCodes } from '../../banner-form.ts';

/** 기본 정보: the code the shop loads the banner by (with the known codes offered), its name and link. */
export function BasicsPanel() {
  const {
    register,
    formState: { errors },
  } = useFormContext<BannerFormValues>();
  return (
    <Panel title="기본 정보" titleId="banner-basics">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="배너 코드"
          required
          maxLength={50}
          autoCapitalize="off"
          spellCheck={false}
          list="banner-codes"
          hint="쇼핑몰이 이 코드로 배너를 불러옵니다 (예: main-visual, main-banner-mo)"
          error={errors.code?.message}
          {...register('code')}
        />
        <datalist id="banner-codes">
          {Object.entries(knownBannerCodes).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </datalist>
        <TextField
          label="배너 이름"
          required
          maxLength={100}
          hint="관리용 이름입니다"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="배너 링크"
          className="sm:col-span-2"
          maxLength={500}
          placeholder="/shop/exhibitions"
          hint="슬라이드에 링크가 없을 때 쓰입니다. /로 시작하는 주소나 https:// 주소"
          error={errors.url?.message}
          {...register('url')}
        />
      </div>
    </Panel>
  );
}
