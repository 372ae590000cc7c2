import type { Popup } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyBandBannerForm,
  emptyExhibitionForm,
  emptyFaqForm,
  emptyPopupForm,
  emptyShowroomForm,
  popupToForm,
  readBandBannerForm,
  readExhibitionForm,
  readFaqForm,
  readPopupForm,
  readShowroomForm,
} from './content-forms.ts';

const issuesOf = (read: { issues: { path: string; message: string }[] }) =>
  Object.fromEntries(read.issues.map((i) => [i.path, i.message]));

describe('popup form', () => {
  it('reads position and size typed as text into whole pixels', () => {
    const read = readPopupForm({
      ...emptyPopupForm(),
      title: '봄맞이 할인',
      left: '1,040',
      top: '120',
      width: '400',
    });
    expect(read.issues).toEqual([]);
    expect(read.input).toMatchObject({ title: '봄맞이 할인', left: 1040, top: 120, width: 400, height: 500 });
  });

  it('says which box value is wrong, in Korean', () => {
    const read = readPopupForm({ ...emptyPopupForm(), title: '', left: '-5', width: '150', height: '' });
    expect(issuesOf(read)).toEqual({
      title: '팝업 제목을 입력해주세요',
      left: '왼쪽 위치를 0 이상의 정수(px)로 입력해주세요',
      width: '너비는 200px 이상이어야 합니다',
      height: '높이를 0 이상의 정수(px)로 입력해주세요',
    });
  });

  it('fills the form from a saved popup and reads the same body back', () => {
    const saved: Popup = {
      _id: 'p1',
      title: '설치 이벤트',
      url: '/center/installation-service',
      isOuterLink: false,
      content: '<p>무료 설치</p>',
      image: null,
      left: 80,
      top: 100,
      width: 380,
      height: 480,
      order: 2,
      display: {
        enabled: true,
        hasPeriod: true,
        startedAt: '2025-03-01T00:00:00+09:00',
        endedAt: '2025-03-31T23:59:00+09:00',
      },
      createdAt: '2025-02-20T00:00:00Z',
    };
    expect(readPopupForm(popupToForm(saved)).input).toMatchObject({
      left: 80,
      top: 100,
      width: 380,
      height: 480,
      order: 2,
      display: {
        hasPeriod: true,
        startedAt: '2025-03-01T00:00:00+09:00',
        endedAt: '2025-03-31T23:59:00+09:00',
      },
    });
  });
});

describe('band banner form', () => {
  it('checks colours and text with the contract', () => {
    const read = readBandBannerForm({
      ...emptyBandBannerForm(),
      text: '',
      backgroundColor: 'navy',
      order: 'x',
    });
    expect(issuesOf(read)).toEqual({
      text: '띠배너 문구를 입력해주세요',
      backgroundColor: '색상은 #RRGGBB 형식으로 입력해주세요',
      order: '순서는 0 이상의 정수로 입력해주세요',
    });
  });
});

describe('exhibition form', () => {
  it('needs a kind and sends the picked products in order', () => {
    expect(issuesOf(readExhibitionForm({ ...emptyExhibitionForm(), title: '여름 특가' }))).toEqual({
      kind: '기획전 종류를 선택해주세요',
    });
    const ids = ['3f1b1c9e-1111-4a2b-8c3d-000000000002', '3f1b1c9e-1111-4a2b-8c3d-000000000001'];
    const read = readExhibitionForm(
      { ...emptyExhibitionForm(), title: '여름 특가', kind: 'BARGAIN_SALES' },
      ids,
    );
    expect(read.input?._products).toEqual(ids);
  });
});

describe('FAQ and showroom forms', () => {
  it('needs a category, a question and an answer', () => {
    expect(issuesOf(readFaqForm(emptyFaqForm()))).toEqual({
      category: '분류를 선택해주세요',
      question: '질문을 입력해주세요',
      answer: '답변을 입력해주세요',
    });
  });

  it('keeps only the digits of a showroom phone', () => {
    const read = readShowroomForm({
      ...emptyShowroomForm(),
      name: '서울 강남',
      address: '서울특별시 강남구 논현로 702',
      phone: '02-545-1234',
    });
    expect(read.input?.phone).toBe('025451234');
  });
});
