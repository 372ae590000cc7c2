import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { fieldsOf, placeDetails, readWhole } from './form.ts';

describe('placeDetails', () => {
  const isField = fieldsOf({ code: '', name: '', display: {}, slides: [] });

  it('puts each detail beside its field and leaves nothing for the alert box', () => {
    const setError = vi.fn();
    const error = new ApiError(400, '입력값을 확인해주세요', 'VALIDATION_FAILED', [
      { path: 'display.endedAt', message: '종료일시는 시작일시 뒤여야 합니다' },
      { path: 'slides.1.meta.title', message: '슬라이드 제목은 100자 이하로 입력해주세요' },
    ]);
    const left = placeDetails(error, isField, setError, {
      fieldOf: (p) => p.replace(/\.meta\.title$/, '.title'),
    });
    expect(left).toBeNull();
    expect(setError).toHaveBeenCalledWith('display.endedAt', {
      type: 'server',
      message: '종료일시는 시작일시 뒤여야 합니다',
    });
    expect(setError).toHaveBeenCalledWith('slides.1.title', {
      type: 'server',
      message: '슬라이드 제목은 100자 이하로 입력해주세요',
    });
  });

  it('places a refusal named by its code, and keeps the others for the alert box', () => {
    const setError = vi.fn();
    const taken = new ApiError(409, '이미 사용중인 배너 코드입니다', 'DUPLICATE_CODE');
    expect(placeDetails(taken, isField, setError, { byCode: { DUPLICATE_CODE: 'code' } })).toBeNull();
    expect(setError).toHaveBeenCalledWith('code', {
      type: 'server',
      message: '이미 사용중인 배너 코드입니다',
    });

    const other = new ApiError(404, '배너를 찾을 수 없습니다', 'BANNER_NOT_FOUND');
    expect(placeDetails(other, isField, vi.fn())).toBe('배너를 찾을 수 없습니다');
    const unknownField = new ApiError(400, '입력값을 확인해주세요', 'VALIDATION_FAILED', [
      { path: 'nope', message: 'x' },
    ]);
    expect(placeDetails(unknownField, isField, vi.fn())).toBe('입력값을 확인해주세요');
  });

  it('says nothing more after a 403 (the API client alerted it)', () => {
    expect(placeDetails(new ApiError(403, '권한이 없습니다', 'FORBIDDEN'), isField, vi.fn())).toBeNull();
  });
});

describe('readWhole', () => {
  it('reads whole numbers typed with separators', () => {
    expect(readWhole('3,000')).toBe(3000);
    expect(readWhole(' 50000 ')).toBe(50000);
    expect(readWhole('')).toBeNull();
    expect(readWhole('1.5')).toBeNull();
    expect(readWhole('-1')).toBeNull();
  });
});
