import { describe, expect, it } from 'vitest';
import { addressOf } from './postcode-search.tsx';

describe('addressOf (Kakao postcode result)', () => {
  it('keeps the zonecode and the road address with its 참고항목', () => {
    expect(
      addressOf({
        zonecode: '06236',
        address: '서울 강남구 테헤란로 152',
        addressType: 'R',
        userSelectedType: 'R',
        roadAddress: '서울 강남구 테헤란로 152',
        jibunAddress: '서울 강남구 역삼동 737',
        bname: '역삼동',
        buildingName: '강남파이낸스센터',
        apartment: 'N',
      }),
    ).toEqual({ postcode: '06236', address1: '서울 강남구 테헤란로 152 (역삼동)' });
  });

  it('uses the lot address when the shopper chose it', () => {
    expect(
      addressOf({
        zonecode: '63309',
        address: '제주특별자치도 제주시 첨단로 242',
        addressType: 'R',
        userSelectedType: 'J',
        roadAddress: '제주특별자치도 제주시 첨단로 242',
        jibunAddress: '제주특별자치도 제주시 영평동 2181',
      }),
    ).toEqual({ postcode: '63309', address1: '제주특별자치도 제주시 영평동 2181' });
  });
});
