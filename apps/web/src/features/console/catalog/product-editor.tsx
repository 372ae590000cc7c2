import {
  type Brand,
  type CategoryNode,
  type ConsoleProduct,
  shippingMethodLabel,
  shippingMethods,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Controller, FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SaveBar } from '@/components/console/editor.tsx';
import { Switch, UnitField } from '@/components/console/fields.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { useUnsavedChanges } from '@/components/console/unsaved-changes.ts';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Checkbox, SelectField, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { categoriesQuery } from '@/lib/api/console-products.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { productCategoryGroups } from '@/lib/category-tree.ts';
import { formatWon } from '@/lib/format.ts';
import { brandsQuery, suppliesQuery, useCreateProduct, useDeleteProduct, useUpdateProduct } from './api.ts';
import { BonusRatePanel } from './bonus-rate-panel.tsx';
import { ImageManager } from './image-manager.tsx';
import { OptionEditor } from './option-editor.tsx';
import {
  discountOf,
  emptyProductForm,
  formFieldOf,
  isFormField,
  type ProductFormValues,
  productFormResolver,
  productToForm,
  readProductForm,
} from './product-form.ts';

const RichTextEditor = lazy(() => import('@/components/console/rich-text-editor.tsx'));

/** Server refusals that name a field without `details`. */
const fieldOfCode: Record<string, Path<ProductFormValues>> = {
  CATEGORY_NOT_FOUND: '_category',
  BRAND_NOT_FOUND: '_brand',
  RATE_CHANGE_TOO_EARLY: 'bonusRateFrom',
};

/**
 * The product form of /console/shop/products/create and /console/shop/products/:_product. The
 * category and brand choices load first, so the selects show the product's own from the start.
 */
export function ProductEditor({ product }: { product?: ConsoleProduct }) {
  const categories = useQuery(categoriesQuery());
  const brands = useQuery(brandsQuery());
  if (categories.isError) return <ErrorState error={categories.error} onRetry={() => categories.refetch()} />;
  if (brands.isError) return <ErrorState error={brands.error} onRetry={() => brands.refetch()} />;
  if (!categories.data || !brands.data) return <Loading />;
  return <ProductForm product={product} categories={categories.data} brands={brands.data} />;
}

function ProductForm({
  product,
  categories,
  brands,
}: {
  product?: ConsoleProduct;
  categories: CategoryNode[];
  brands: Brand[];
}) {
  const navigate = useNavigate();
  const supplies = useQuery(suppliesQuery());
  const create = useCreateProduct();
  const update = useUpdateProduct(product?._id ?? '');
  const remove = useDeleteProduct(product?._id ?? '');
  const [serverError, setServerError] = useState<string>();
  const suppliesId = useId();

  const form = useForm<ProductFormValues>({
    resolver: productFormResolver,
    defaultValues: product ? productToForm(product) : emptyProductForm(),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const [price, salePrice, shippingMethod, currentCategory] = useWatch({
    control,
    name: ['price', 'salePrice', 'shippingMethod', '_category'],
  });
  const discount = discountOf(price, salePrice);
  const categoryGroups = useMemo(
    () => productCategoryGroups(categories, product?.category._id ?? currentCategory),
    [categories, product?.category._id, currentCategory],
  );

  // Unsaved changes: ask before leaving the page inside the console or closing the tab.
  const leaving = useUnsavedChanges(isDirty);

  const showServerError = (error: unknown) => {
    if (isApiError(error) && error.status === 403) return; // the API client alerted it already
    if (isApiError(error)) {
      for (const detail of error.details ?? []) {
        const field = formFieldOf(detail.path);
        if (isFormField(field)) {
          setError(field as Path<ProductFormValues>, { type: 'server', message: detail.message });
        }
      }
      const field = fieldOfCode[error.code];
      if (field) setError(field, { type: 'server', message: error.message });
    }
    setServerError(errorMessage(error));
  };

  const submit = handleSubmit(async (values) => {
    const read = readProductForm(values);
    if (!read.input) return;
    setServerError(undefined);
    try {
      if (product) {
        const saved = await update.mutateAsync(read.input);
        reset(productToForm(saved));
        window.alert('상품이 수정되었습니다');
      } else {
        const saved = await create.mutateAsync(read.input);
        leaving.current = true;
        window.alert('상품이 등록되었습니다');
        navigate(`/console/shop/products/${saved._id}`, { replace: true });
      }
    } catch (error) {
      showServerError(error);
    }
  });

  const deleteProduct = async () => {
    if (!product) return;
    if (!window.confirm(`'${product.name}' 상품을 삭제하시겠습니까?\n삭제한 상품은 되돌릴 수 없습니다.`))
      return;
    try {
      await remove.mutateAsync();
      leaving.current = true;
      window.alert('상품이 삭제되었습니다');
      navigate('/console/shop/products', { replace: true });
    } catch (error) {
      showServerError(error);
    }
  };

  const hiddenBrand = (b: { isVisible: boolean }) => (b.isVisible ? '' : ' (숨김)');

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={product ? '상품 수정' : '상품 등록'}>
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-5">
            <Panel title="기본 정보" titleId="product-basics">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="상품명"
                  required
                  maxLength={100}
                  className="sm:col-span-2"
                  error={errors.name?.message}
                  {...register('name')}
                />
                <SelectField
                  label="카테고리"
                  required
                  error={errors._category?.message}
                  hint="상품은 가장 아래 단계 카테고리에 등록합니다"
                  {...register('_category')}
                >
                  <option value="">카테고리 선택</option>
                  {categoryGroups.map((group) =>
                    group.label ? (
                      <optgroup key={group.label} label={group.label}>
                        {group.options.map((c) => (
                          <option key={c._id} value={c._id}>
                            {c.name}
                            {c.hiddenInShop ? ' (숨김)' : ''}
                          </option>
                        ))}
                      </optgroup>
                    ) : (
                      group.options.map((c) => (
                        <option key={c._id} value={c._id}>
                          {c.name}
                          {c.hiddenInShop ? ' (숨김)' : ''}
                        </option>
                      ))
                    ),
                  )}
                </SelectField>
                <SelectField label="브랜드" error={errors._brand?.message} {...register('_brand')}>
                  <option value="">브랜드 없음</option>
                  {brands.map((b) => (
                    <option key={b._id} value={b._id}>
                      {b.name}
                      {hiddenBrand(b)}
                    </option>
                  ))}
                </SelectField>
                <div className="sm:col-span-2">
                  <TextField
                    label="공급사"
                    maxLength={100}
                    list={suppliesId}
                    autoComplete="off"
                    placeholder="예: 아쿠아린 물류센터"
                    hint="이전에 입력한 공급사가 제안됩니다"
                    error={errors.supplier?.message}
                    {...register('supplier')}
                  />
                  <datalist id={suppliesId}>
                    {(supplies.data ?? []).map((s) => (
                      <option key={s} value={s} />
                    ))}
                  </datalist>
                </div>
              </div>
            </Panel>

            <Panel title="가격 · 재고" titleId="product-prices">
              <div className="grid gap-4 sm:grid-cols-3">
                <UnitField
                  label="정가"
                  unit="원"
                  required
                  inputMode="numeric"
                  autoComplete="off"
                  error={errors.price?.message}
                  {...register('price')}
                />
                <UnitField
                  label="판매가"
                  unit="원"
                  required
                  inputMode="numeric"
                  autoComplete="off"
                  error={errors.salePrice?.message}
                  hint={
                    <output aria-live="polite">
                      {discount
                        ? discount.amount > 0
                          ? `할인 ${formatWon(discount.amount)} (${discount.rate}%)`
                          : '할인 없음'
                        : '정가 이하로 입력하세요'}
                    </output>
                  }
                  {...register('salePrice')}
                />
                <UnitField
                  label="재고"
                  unit="개"
                  required
                  inputMode="numeric"
                  autoComplete="off"
                  error={errors.stock?.message}
                  {...register('stock')}
                />
              </div>
              {discount && discount.amount > 0 && (
                <p className="mt-3 rounded-lg bg-surface px-3.5 py-2.5 text-sm">
                  쇼핑몰 표시:{' '}
                  <span className="text-muted line-through">
                    {formatWon(Number(price.replace(/\D/g, '')))}
                  </span>{' '}
                  <strong className="text-sale">{discount.rate}%</strong>{' '}
                  <strong>{formatWon(Number(salePrice.replace(/\D/g, '')))}</strong>
                </p>
              )}
            </Panel>

            <Panel title="이미지" titleId="product-images">
              {product ? (
                <ImageManager product={product} />
              ) : (
                <p className="rounded-lg bg-surface px-4 py-6 text-center text-sm text-muted">
                  상품을 등록하면 이 자리에서 이미지를 올리고 대표 이미지를 고를 수 있습니다.
                </p>
              )}
            </Panel>

            <Panel title="옵션 (조합형)" titleId="product-options">
              <OptionEditor />
            </Panel>

            <Panel title="상세설명" titleId="product-description">
              <Controller
                control={control}
                name="description"
                render={({ field, fieldState }) => (
                  <Suspense fallback={<Loading className="min-h-72" />}>
                    <RichTextEditor
                      label="상세설명"
                      value={field.value}
                      onChange={field.onChange}
                      invalid={!!fieldState.error}
                    />
                    {fieldState.error && (
                      <p className="mt-1.5 text-[13px] font-medium text-danger">{fieldState.error.message}</p>
                    )}
                  </Suspense>
                )}
              />
            </Panel>
          </div>

          <div className="space-y-5 lg:sticky lg:top-20 lg:self-start">
            <Panel title="판매 상태" titleId="product-state">
              <div className="space-y-4">
                <Switch
                  label="쇼핑몰에 진열"
                  description="끄면 쇼핑몰 목록과 검색에 나오지 않습니다"
                  {...register('isDisplayed')}
                />
                <Checkbox label="품절 처리" {...register('soldout')} />
                <p className="-mt-2 pl-7 text-[13px] text-muted">재고가 0이면 자동으로 품절로 보입니다</p>
              </div>
            </Panel>

            <BonusRatePanel product={product} />

            <Panel title="배송" titleId="product-shipping">
              <div className="space-y-4">
                <fieldset>
                  <legend className="mb-1.5 text-sm font-semibold text-ink">배송 방법</legend>
                  <div className="grid grid-cols-2 gap-2">
                    {shippingMethods.map((method) => (
                      <label
                        key={method}
                        className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line text-[15px] font-semibold has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
                      >
                        <input
                          type="radio"
                          value={method}
                          className="sr-only"
                          {...register('shippingMethod')}
                        />
                        {shippingMethodLabel[method]}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <UnitField
                  label="개별 배송비"
                  unit="원"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="쇼핑몰 정책"
                  error={errors.shippingFee?.message}
                  hint={
                    shippingMethod === 'INSTALLATION'
                      ? '설치비를 포함한 배송비를 입력하세요. 비워두면 쇼핑몰 배송 정책을 따릅니다'
                      : '비워두면 쇼핑몰 배송 정책(기본 배송비, 무료배송 기준)을 따릅니다'
                  }
                  {...register('shippingFee')}
                />
              </div>
            </Panel>
          </div>
        </div>

        <SaveBar message={serverError} invalid={Object.keys(errors).length > 0}>
          {product && (
            <Button
              variant="ghost"
              className="mr-auto text-danger!"
              onClick={deleteProduct}
              disabled={remove.isPending}
            >
              상품 삭제
            </Button>
          )}
          <ButtonLink to="/console/shop/products" variant="outline">
            목록으로
          </ButtonLink>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="min-w-28">
            {product ? '저장하기' : '등록하기'}
          </Button>
        </SaveBar>
      </form>
    </FormProvider>
  );
}
