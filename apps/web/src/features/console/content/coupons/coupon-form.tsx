import { type Coupon, couponIssueModeLabel, couponKindLabel, couponScopeLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditorButtons, SaveBar } from '@/components/console/editor.tsx';
import { Switch } from '@/components/console/fields.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUnsavedChanges } from '@/components/console/unsaved-changes.ts';
import { Checkbox, SelectField, TextField } from '@/components/ui/field.tsx';
import { categoriesQuery } from '@/lib/api/console-products.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { flattenCategories, pathLabel } from '@/lib/category-tree.ts';
import { type PickedProduct, ProductPicker } from '../components/product-picker.tsx';
import { fieldsOf, placeDetails, resolverOf } from '../form.ts';
import { orderChanged } from '../ordering.ts';
import { useDeleteCoupon, useSaveCoupon } from './api.ts';
import { type CouponFormValues, couponToForm, emptyCouponForm, readCouponForm } from './coupon-form-model.ts';

// The picked products live beside the form: the resolver stands one in, submit reads the real list.
const resolver = resolverOf((v: CouponFormValues) =>
  readCouponForm(v, ['00000000-0000-4000-8000-000000000000']),
);
const isField = fieldsOf(emptyCouponForm());
const pickedOf = (p: { _id: string; name: string }): PickedProduct => ({
  _id: p._id,
  name: p.name,
  thumb: null,
  salePrice: 0,
  soldout: false,
});

/** The coupon's editor: terms, scope, validity and issuing; save bar and unsaved-changes guard. */
export function CouponForm({ coupon }: { coupon?: Coupon }) {
  const navigate = useNavigate();
  const save = useSaveCoupon();
  const remove = useDeleteCoupon();
  const [message, setMessage] = useState<string | null>(null);
  const initialProducts = useMemo(() => (coupon?.products ?? []).map(pickedOf), [coupon]);
  const [savedProducts, setSavedProducts] = useState(initialProducts);
  const [products, setProducts] = useState(initialProducts);
  const categories = useQuery(categoriesQuery());
  const flat = useMemo(() => flattenCategories(categories.data ?? []), [categories.data]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CouponFormValues>({
    resolver,
    defaultValues: coupon ? couponToForm(coupon) : emptyCouponForm(),
  });
  const leaving = useUnsavedChanges(isDirty || orderChanged(savedProducts, products));
  const [kind, scope, validity] = watch(['kind', 'scope', 'validity']);

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    const read = readCouponForm(
      values,
      products.map((p) => p._id),
    );
    if (!read.input) {
      setMessage(read.issues[0]?.message ?? null);
      return;
    }
    try {
      const saved = await save.mutateAsync({ _id: coupon?._id, body: read.input });
      toast(coupon ? '쿠폰을 저장했습니다' : '쿠폰을 등록했습니다');
      if (coupon) {
        reset(values);
        setSavedProducts(products);
      } else {
        leaving.current = true;
        navigate(`/console/shop/coupons/${saved._id}`, { replace: true });
      }
    } catch (error) {
      setMessage(
        placeDetails(error, isField, setError, { fieldOf: (p) => (p.startsWith('_products') ? '' : p) }),
      );
    }
  });

  const deleteCoupon = async () => {
    if (!coupon || !window.confirm(`'${coupon.name}' 쿠폰을 삭제하시겠습니까?`)) return;
    try {
      await remove.mutateAsync(coupon._id);
      leaving.current = true;
      toast(`'${coupon.name}' 쿠폰을 삭제했습니다`);
      navigate('/console/shop/coupons', { replace: true });
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={coupon ? '쿠폰 수정' : '쿠폰 등록'}>
      <div className="space-y-5">
        <Panel title="할인" titleId="coupon-terms">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="쿠폰 이름"
              required
              maxLength={50}
              className="sm:col-span-2"
              error={errors.name?.message}
              {...register('name')}
            />
            <SelectField label="할인 방식" required error={errors.kind?.message} {...register('kind')}>
              {(['RATE', 'AMOUNT'] as const).map((k) => (
                <option key={k} value={k}>
                  {couponKindLabel[k]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={kind === 'RATE' ? '할인율 (%)' : '할인금액 (원)'}
              required
              inputMode="numeric"
              error={errors.value?.message}
              {...register('value')}
            />
            {kind === 'RATE' && (
              <TextField
                label="최대 할인금액 (원)"
                inputMode="numeric"
                hint="비워 두면 제한이 없습니다"
                error={errors.maxDiscount?.message}
                {...register('maxDiscount')}
              />
            )}
            <TextField
              label="최소 주문금액 (원)"
              inputMode="numeric"
              hint="적용 상품의 상품금액 합계 기준"
              error={errors.minOrderAmount?.message}
              {...register('minOrderAmount')}
            />
          </div>
        </Panel>
        <Panel title="적용 범위" titleId="coupon-scope">
          <SelectField label="적용 상품" error={errors.scope?.message} {...register('scope')}>
            {(['ALL', 'CATEGORY', 'PRODUCT'] as const).map((k) => (
              <option key={k} value={k}>
                {couponScopeLabel[k]}
              </option>
            ))}
          </SelectField>
          {scope === 'CATEGORY' && (
            <fieldset className="mt-4">
              <legend className="text-sm font-semibold">카테고리 (하위 카테고리 포함)</legend>
              <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
                {flat.map((c) => (
                  <Checkbox
                    key={c._id}
                    label={pathLabel(c.path)}
                    value={c._id}
                    {...register('_categories')}
                  />
                ))}
              </div>
              {errors._categories?.message && (
                <p className="mt-1 text-sm text-danger">{errors._categories.message}</p>
              )}
            </fieldset>
          )}
          {scope === 'PRODUCT' && (
            <div className="mt-4">
              <ProductPicker value={products} onChange={setProducts} max={500} label="쿠폰 적용 상품" />
            </div>
          )}
        </Panel>
        <Panel title="유효기간과 발급" titleId="coupon-validity">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="유효기간" error={errors.validity?.message} {...register('validity')}>
              <option value="DAYS">발급일부터 N일</option>
              <option value="PERIOD">기간 지정</option>
            </SelectField>
            {validity === 'DAYS' ? (
              <TextField
                label="유효일수 (일)"
                inputMode="numeric"
                error={errors.validDays?.message}
                {...register('validDays')}
              />
            ) : (
              <>
                <TextField
                  type="datetime-local"
                  label="사용 시작일시"
                  error={errors.startAt?.message}
                  {...register('startAt')}
                />
                <TextField
                  type="datetime-local"
                  label="사용 종료일시"
                  error={errors.endAt?.message}
                  {...register('endAt')}
                />
              </>
            )}
            <SelectField label="발급 방식" error={errors.issueMode?.message} {...register('issueMode')}>
              {(['MANUAL', 'JOIN'] as const).map((k) => (
                <option key={k} value={k}>
                  {couponIssueModeLabel[k]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="총 발급 한도 (장)"
              inputMode="numeric"
              hint="비워 두면 제한이 없습니다"
              error={errors.issueLimit?.message}
              {...register('issueLimit')}
            />
            <Switch
              label="사용"
              description="끄면 새로 발급할 수 없고, 발급된 쿠폰도 쓸 수 없습니다"
              className="sm:col-span-2"
              {...register('active')}
            />
          </div>
        </Panel>
      </div>
      <SaveBar message={message} invalid={Object.keys(errors).length > 0}>
        <EditorButtons
          listTo="/console/shop/coupons"
          isNew={!coupon}
          saving={isSubmitting}
          onDelete={coupon ? deleteCoupon : undefined}
          deleteLabel="쿠폰 삭제"
          deleting={remove.isPending}
        />
      </SaveBar>
    </form>
  );
}
