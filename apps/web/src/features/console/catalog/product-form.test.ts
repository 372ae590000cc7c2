import type { ConsoleProduct } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  discountOf,
  emptyProductForm,
  formFieldOf,
  type ProductFormValues,
  productToForm,
  readProductForm,
} from './product-form.ts';

const category = '3f1b1c9e-1111-4a2b-8c3d-000000000001';
const brand = '3f1b1c9e-2222-4a2b-8c3d-000000000002';

const filled = (changes: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  name: ' 탑볼 세면대 ',
  _category: category,
  _brand: brand,
  price: '200,000',
  salePrice: '150000',
  stock: '20',
  ...changes,
});

const messagesOf = (values: ProductFormValues) => {
  const result = readProductForm(values);
  return Object.fromEntries(result.issues.map((i) => [i.path, i.message]));
};

describe('readProductForm', () => {
  it('turns the typed form into the contract input, defaults included', () => {
    const result = readProductForm(
      filled({
        supplier: ' 아쿠아 물류 ',
        bonusRate: '2.5',
        shippingFee: '30000',
        shippingMethod: 'INSTALLATION',
        optionGroups: [{ name: '색상', values: '화이트, 블랙' }],
        options: [
          { values: ['화이트'], extraPrice: '0', stock: '3', isDisplayed: true },
          { values: ['블랙'], extraPrice: '-5,000', stock: '0', isDisplayed: false },
        ],
      }),
    );
    expect(result.issues).toEqual([]);
    expect(result.input).toMatchObject({
      name: '탑볼 세면대',
      _category: category,
      _brand: brand,
      price: 200_000,
      salePrice: 150_000,
      stock: 20,
      supplier: '아쿠아 물류',
      bonusRateBp: 250,
      shippingMethod: 'INSTALLATION',
      shippingFee: 30_000,
      optionGroups: [{ name: '색상', values: ['화이트', '블랙'] }],
      options: [
        { values: ['화이트'], extraPrice: 0, stock: 3, isDisplayed: true },
        { values: ['블랙'], extraPrice: -5000, stock: 0, isDisplayed: false },
      ],
    });
  });

  it('sends no brand, no supplier and the shop policy shipping fee for empty fields', () => {
    const result = readProductForm(filled({ _brand: '', supplier: '  ', shippingFee: '' }));
    expect(result.input).toMatchObject({ _brand: null, supplier: null, shippingFee: null, bonusRateBp: 300 });
  });

  it('reports each missing or malformed field under its own name', () => {
    expect(messagesOf({ ...emptyProductForm(), bonusRate: '3.333' })).toEqual({
      name: '상품명을 입력해주세요',
      _category: '카테고리를 선택해주세요',
      price: '정가를 입력해주세요',
      salePrice: '판매가를 입력해주세요',
      stock: '재고를 입력해주세요',
      bonusRate: '수당률은 소수점 둘째 자리까지 입력할 수 있습니다',
    });
    expect(messagesOf(filled({ price: '20만', stock: '-1' }))).toMatchObject({
      price: '정가는 숫자로만 입력해주세요',
      stock: '재고는 0 이상의 숫자로 입력해주세요',
    });
  });

  it("uses the contract's rules across fields: a sale price above the list price", () => {
    expect(messagesOf(filled({ salePrice: '250000' }))).toEqual({
      salePrice: '판매가는 정가보다 클 수 없습니다',
    });
  });

  it('puts option problems on their group or row', () => {
    expect(
      messagesOf(
        filled({
          optionGroups: [{ name: '색상', values: '화이트' }],
          options: [{ values: ['블랙'], extraPrice: '0', stock: 'x', isDisplayed: true }],
        }),
      ),
    ).toEqual({
      'options.0.stock': '재고는 0 이상의 숫자로 입력해주세요',
      'options.0.values': '옵션 조합이 옵션값과 맞지 않습니다',
    });
    expect(messagesOf(filled({ optionGroups: [{ name: '색상', values: '화이트' }] }))).toEqual({
      'options.root': '조합 만들기를 눌러 옵션 조합을 만들어주세요',
    });
  });
});

describe('formFieldOf', () => {
  it('maps contract and server paths to the form fields that show them', () => {
    expect(formFieldOf('bonusRateBp')).toBe('bonusRate');
    expect(formFieldOf('options.3')).toBe('options.3.values');
    expect(formFieldOf('options.3.values.1')).toBe('options.3.values');
    expect(formFieldOf('options.3.stock')).toBe('options.3.stock');
    expect(formFieldOf('optionGroups.0.values.2')).toBe('optionGroups.0.values');
    expect(formFieldOf('optionGroups')).toBe('optionGroups.root');
    expect(formFieldOf('salePrice')).toBe('salePrice');
  });
});

describe('discountOf', () => {
  it('derives the discount as the server does: whole percent, rounded down', () => {
    expect(discountOf('200000', '150000')).toEqual({ amount: 50_000, rate: 25 });
    expect(discountOf('30,000', '19,900')).toEqual({ amount: 10_100, rate: 33 });
    expect(discountOf('1000', '1000')).toEqual({ amount: 0, rate: 0 });
    expect(discountOf('1000', '1200')).toBeNull();
    expect(discountOf('', '1000')).toBeNull();
  });
});

describe('productToForm', () => {
  it('shows a saved product as the form holds it', () => {
    const product = {
      _id: 'p',
      name: '세면대',
      category: { _id: category, code: 'c', name: '탑볼 세면대' },
      brand: null,
      price: 200_000,
      salePrice: 150_000,
      stock: 4,
      soldout: false,
      isDisplayed: false,
      description: '<p>x</p>',
      supplier: null,
      bonusRateBp: 325,
      shippingMethod: 'PARCEL',
      shippingFee: null,
      optionGroups: [{ _id: 'g', name: '색상', values: ['화이트', '블랙'] }],
      options: [{ _id: 'o', values: ['화이트'], extraPrice: 1000, stock: 2, isDisplayed: true }],
    } as unknown as ConsoleProduct;
    expect(productToForm(product)).toMatchObject({
      _brand: '',
      price: '200000',
      bonusRate: '3.25',
      shippingFee: '',
      supplier: '',
      isDisplayed: false,
      optionGroups: [{ name: '색상', values: '화이트, 블랙' }],
      options: [{ values: ['화이트'], extraPrice: '1000', stock: '2', isDisplayed: true }],
    });
  });
});
