import { toNestErrors } from '@hookform/resolvers';
import {
  type ConsoleProduct,
  type ProductInput,
  productInput,
  type ShippingMethod,
  shippingMethods,
} from '@shop/contracts';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { bpToPercentText, DEFAULT_BONUS_RATE_BP, percentTextToBp } from '@/lib/bonus-rate.ts';
import { type OptionGroupDraft, type OptionRowDraft, parseOptionValues } from './options.ts';

/**
 * The product form holds what the operator types (numbers as text, option values comma-separated,
 * the bonus rate as a percentage); `readProductForm` turns it into the contract's `productInput`
 * and reports problems by form field, with the contract's Korean messages where it has them.
 */
export type ProductFormValues = {
  name: string;
  _category: string;
  /** '' = no brand */
  _brand: string;
  price: string;
  salePrice: string;
  stock: string;
  soldout: boolean;
  isDisplayed: boolean;
  description: string;
  supplier: string;
  /** percent, up to two decimals; on an edit, a rate other than the one in effect is scheduled */
  bonusRate: string;
  /** the Seoul day a changed 수당률 takes effect ('' on a new product, or while unchanged) */
  bonusRateFrom: string;
  shippingMethod: ShippingMethod;
  /** '' = the shop's shipping policy */
  shippingFee: string;
  optionGroups: OptionGroupDraft[];
  options: OptionRowDraft[];
};

export const emptyProductForm = (): ProductFormValues => ({
  name: '',
  _category: '',
  _brand: '',
  price: '',
  salePrice: '',
  stock: '',
  soldout: false,
  isDisplayed: true,
  description: '',
  supplier: '',
  bonusRate: bpToPercentText(DEFAULT_BONUS_RATE_BP),
  bonusRateFrom: '',
  shippingMethod: 'PARCEL',
  shippingFee: '',
  optionGroups: [],
  options: [],
});

export function productToForm(p: ConsoleProduct): ProductFormValues {
  return {
    name: p.name,
    _category: p.category._id,
    _brand: p.brand?._id ?? '',
    price: String(p.price),
    salePrice: String(p.salePrice),
    stock: String(p.stock),
    soldout: p.soldout,
    isDisplayed: p.isDisplayed,
    description: p.description,
    supplier: p.supplier ?? '',
    bonusRate: bpToPercentText(p.bonusRateBp),
    bonusRateFrom: '',
    shippingMethod: p.shippingMethod,
    shippingFee: p.shippingFee === null ? '' : String(p.shippingFee),
    optionGroups: p.optionGroups.map((g) => ({ name: g.name, values: g.values.join(', ') })),
    options: p.options.map((o) => ({
      values: o.values,
      extraPrice: String(o.extraPrice),
      stock: String(o.stock),
      isDisplayed: o.isDisplayed,
    })),
  };
}

const MAX_WON = 100_000_000;
const MAX_STOCK = 1_000_000;

/** Digits typed with or without thousands separators: "150,000" → 150000. */
const digitsOf = (text: string) => text.replace(/[,\s]/g, '');

type Issue = { path: string; message: string };

/** A non-negative whole number of won or units; `words` are the field's Korean messages. */
function readCount(
  text: string,
  max: number,
  words: { required: string; notNumber: string; tooLarge: string },
): { value: number } | { message: string } {
  const digits = digitsOf(text);
  if (!digits) return { message: words.required };
  if (!/^\d+$/.test(digits)) return { message: words.notNumber };
  const value = Number(digits);
  if (value > max) return { message: words.tooLarge };
  return { value };
}

/** 정가 and 판매가 typed as text: the derived discount as the server computes it (whole percent, down). */
export function discountOf(priceText: string, saleText: string): { amount: number; rate: number } | null {
  const price = Number(digitsOf(priceText));
  const sale = Number(digitsOf(saleText));
  if (!digitsOf(priceText) || !digitsOf(saleText) || !Number.isInteger(price) || !Number.isInteger(sale)) {
    return null;
  }
  if (price <= 0 || sale > price) return null;
  return { amount: price - sale, rate: Math.floor(((price - sale) * 100) / price) };
}

/**
 * A path of the contract (`bonusRateBp`, `options.2`, `optionGroups.0.values.1`), as the server's
 * `details[].path` and zod report it, to the form field that shows its message.
 */
export function formFieldOf(path: string): string {
  if (path === '') return 'root';
  if (path === 'bonusRateBp') return 'bonusRate';
  if (path === 'optionGroups' || path === 'options') return `${path}.root`;
  const group = /^optionGroups\.(\d+)\.values(?:\.\d+)?$/.exec(path);
  if (group) return `optionGroups.${group[1]}.values`;
  const option = /^options\.(\d+)(?:\.values(?:\.\d+)?)?$/.exec(path);
  if (option) return `options.${option[1]}.values`;
  return path;
}

const topFields = new Set<string>(Object.keys(emptyProductForm()).concat('root'));

/** Whether the form has a place to show a message for this field (else it goes to the alert box). */
export function isFormField(field: string): boolean {
  const top = field.split('.')[0] ?? '';
  return topFields.has(top) && field !== 'root';
}

export type ReadResult = { input: ProductInput; issues: [] } | { input: null; issues: Issue[] };

/** The form's values as the contract's input, or the problems by form field. */
export function readProductForm(values: ProductFormValues): ReadResult {
  const issues: Issue[] = [];
  // A field with its own problem is sent to the contract as 0, so that the contract's rules across
  // fields (sale price ≤ list price, option combinations) still run and are reported at once.
  const number = (path: string, result: { value: number } | { message: string }) => {
    if ('message' in result) {
      issues.push({ path, message: result.message });
      return 0;
    }
    return result.value;
  };

  if (!values._category) issues.push({ path: '_category', message: '카테고리를 선택해주세요' });
  const price = number(
    'price',
    readCount(values.price, MAX_WON, {
      required: '정가를 입력해주세요',
      notNumber: '정가는 숫자로만 입력해주세요',
      tooLarge: '정가는 1억 원 이하로 입력해주세요',
    }),
  );
  const salePrice = number(
    'salePrice',
    readCount(values.salePrice, MAX_WON, {
      required: '판매가를 입력해주세요',
      notNumber: '판매가는 숫자로만 입력해주세요',
      tooLarge: '판매가는 1억 원 이하로 입력해주세요',
    }),
  );
  const stock = number(
    'stock',
    readCount(values.stock, MAX_STOCK, {
      required: '재고를 입력해주세요',
      notNumber: '재고는 0 이상의 숫자로 입력해주세요',
      tooLarge: '재고는 1,000,000개 이하로 입력해주세요',
    }),
  );
  const shippingFee = digitsOf(values.shippingFee)
    ? number(
        'shippingFee',
        readCount(values.shippingFee, MAX_WON, {
          required: '',
          notNumber: '배송비는 숫자로만 입력해주세요',
          tooLarge: '배송비는 1억 원 이하로 입력해주세요',
        }),
      )
    : null;
  const bonus = percentTextToBp(values.bonusRate);
  if (!bonus.ok) issues.push({ path: 'bonusRate', message: bonus.message });

  const options = values.options.map((o, i) => {
    const extra = digitsOf(o.extraPrice) || '0';
    let extraPrice = 0;
    if (!/^[-+]?\d+$/.test(extra)) {
      issues.push({ path: `options.${i}.extraPrice`, message: '추가금액은 원 단위 숫자로 입력해주세요' });
    } else if (Math.abs(Number(extra)) > MAX_WON) {
      issues.push({ path: `options.${i}.extraPrice`, message: '추가금액은 1억 원 이하로 입력해주세요' });
    } else extraPrice = Number(extra);
    const optionStock = number(
      `options.${i}.stock`,
      readCount(o.stock, MAX_STOCK, {
        required: '재고를 입력해주세요',
        notNumber: '재고는 0 이상의 숫자로 입력해주세요',
        tooLarge: '재고는 1,000,000개 이하로 입력해주세요',
      }),
    );
    return { values: o.values, extraPrice, stock: optionStock, isDisplayed: o.isDisplayed };
  });
  if (values.optionGroups.length > 0 && values.options.length === 0) {
    issues.push({ path: 'options.root', message: '조합 만들기를 눌러 옵션 조합을 만들어주세요' });
  }

  const candidate = {
    name: values.name,
    _category: values._category,
    _brand: values._brand || null,
    price,
    salePrice,
    stock,
    soldout: values.soldout,
    isDisplayed: values.isDisplayed,
    description: values.description,
    supplier: values.supplier.trim() || null,
    bonusRateBp: bonus.ok ? bonus.bp : DEFAULT_BONUS_RATE_BP,
    bonusRateFrom: values.bonusRateFrom || undefined,
    shippingMethod: shippingMethods.includes(values.shippingMethod) ? values.shippingMethod : 'PARCEL',
    shippingFee,
    optionGroups: values.optionGroups.map((g) => ({ name: g.name, values: parseOptionValues(g.values) })),
    options,
  };
  const parsed = productInput.safeParse(candidate);
  if (!parsed.success) {
    const invalid = new Set(issues.map((i) => i.path));
    const taken = new Set(invalid);
    for (const issue of parsed.error.issues) {
      const raw = issue.path.join('.');
      const path = formFieldOf(raw);
      if (taken.has(path)) continue; // our own, clearer message for this field is already there
      // A rule that compared a placeholder 0 says nothing true.
      if (raw === 'salePrice' && invalid.has('price')) continue;
      const row = /^options\.(\d+)$/.exec(raw);
      if (
        row &&
        issue.message.includes('가격') &&
        (invalid.has('salePrice') || invalid.has(`options.${row[1]}.extraPrice`))
      ) {
        continue;
      }
      taken.add(path);
      issues.push({ path, message: issue.message });
    }
  }
  if (issues.length > 0 || !parsed.success) return { input: null, issues };
  // The contract's input type: what the server receives, defaults applied.
  return { input: parsed.data as ProductInput, issues: [] };
}

/** react-hook-form's resolver: the values stay as typed; submit reads them again with readProductForm. */
export const productFormResolver: Resolver<ProductFormValues> = async (values, _context, options) => {
  const result = readProductForm(values);
  if (result.input) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.issues) {
    flat[issue.path] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) as FieldErrors<ProductFormValues> };
};
