import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { placeServerError } from './form-errors.ts';

describe('placeServerError', () => {
  it('puts each detail beside its field and a duplicate code on the code field', () => {
    const setError = vi.fn();
    const error = new ApiError(409, '이미 사용중인 코드입니다', 'DUPLICATE_CODE');
    expect(placeServerError(error, ['name', 'code'], setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('code', { type: 'server', message: '이미 사용중인 코드입니다' });

    const invalid = new ApiError(400, '카테고리명을 입력해주세요', 'VALIDATION_FAILED', [
      { path: 'name', message: '카테고리명을 입력해주세요' },
    ]);
    expect(placeServerError(invalid, ['name', 'code'], setError)).toBe(true);
    expect(setError).toHaveBeenLastCalledWith('name', {
      type: 'server',
      message: '카테고리명을 입력해주세요',
    });
  });

  it('leaves messages without a field to the alert box, and 403 to the API client', () => {
    const setError = vi.fn();
    expect(
      placeServerError(
        new ApiError(422, '상위 카테고리를 찾을 수 없습니다', 'CATEGORY_NOT_FOUND'),
        ['name'],
        setError,
      ),
    ).toBe(false);
    expect(placeServerError(new Error('x'), ['name'], setError)).toBe(false);
    expect(placeServerError(new ApiError(403, '접근권한이 없습니다', 'FORBIDDEN'), ['name'], setError)).toBe(
      true,
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
