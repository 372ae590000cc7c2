import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { terms } from '@/test/fixtures.ts';
import { canAgree, TermsDialog } from './terms-dialog.tsx';

function open(initial: string[] = []) {
  const onAgree = vi.fn();
  const onCancel = vi.fn();
  render(<TermsDialog open terms={terms} initial={initial} onAgree={onAgree} onCancel={onCancel} />);
  const boxes = () =>
    terms.map((t) => screen.getByRole('checkbox', { name: new RegExp(t.subject) }) as HTMLInputElement);
  return {
    onAgree,
    onCancel,
    all: screen.getByRole('checkbox', { name: '전체동의' }) as HTMLInputElement,
    boxes,
    agree: screen.getByRole('button', { name: '동의', exact: true } as never) as HTMLButtonElement,
  };
}

describe('TermsDialog', () => {
  it('is titled 이용약관 and shows each term with its tag and content', () => {
    open();
    expect(screen.getByRole('dialog', { name: '이용약관' })).toBeTruthy();
    expect(screen.getAllByText('필수')).toHaveLength(2);
    expect(screen.getAllByText('선택')).toHaveLength(1);
    expect(screen.getByRole('region', { name: '마케팅 정보 수신 동의 내용' }).textContent).toContain(
      '이벤트',
    );
  });

  it('says which version each term is and opens its full text and earlier versions in a new tab', () => {
    open();
    expect(screen.getAllByText('시행일 2026-01-01 · 버전 1')).toHaveLength(3);
    const link = screen.getByRole('link', {
      name: /전문·이전 약관 보기 ?\(개인정보 수집 및 이용 동의, 새 창\)/,
    });
    expect(link.getAttribute('href')).toBe('/terms/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('전체동의 ticks every term, and ticking it again unticks them all', async () => {
    const user = userEvent.setup({ delay: null });
    const { all, boxes } = open();
    await user.click(all);
    expect(boxes().every((b) => b.checked)).toBe(true);
    expect(all.checked).toBe(true);
    await user.click(all);
    expect(boxes().every((b) => !b.checked)).toBe(true);
    expect(all.checked).toBe(false);
  });

  it('전체동의 follows the terms ticked one by one', async () => {
    const user = userEvent.setup({ delay: null });
    const { all, boxes } = open();
    for (const box of boxes()) await user.click(box);
    expect(all.checked).toBe(true);
    const [first] = boxes();
    if (first) await user.click(first);
    expect(all.checked).toBe(false);
  });

  it('keeps 동의 disabled until every required term is ticked; optional ones may stay unticked', async () => {
    const user = userEvent.setup({ delay: null });
    const { agree, boxes, onAgree } = open();
    expect(agree.disabled).toBe(true);
    const [service, privacy] = boxes();
    if (service) await user.click(service);
    expect(agree.disabled).toBe(true);
    if (privacy) await user.click(privacy);
    expect(agree.disabled).toBe(false);
    await user.click(agree);
    expect(onAgree).toHaveBeenCalledWith([terms[0]?._id, terms[1]?._id]);
  });

  it('passes the optional terms along when they are ticked', async () => {
    const user = userEvent.setup({ delay: null });
    const { all, agree, onAgree } = open();
    await user.click(all);
    await user.click(agree);
    expect(onAgree).toHaveBeenCalledWith(terms.map((t) => t._id));
  });

  it('취소 cancels', async () => {
    const user = userEvent.setup({ delay: null });
    const { onCancel } = open();
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('starts from the terms agreed before', () => {
    const { boxes } = open([terms[0]?._id ?? '']);
    expect(boxes().map((b) => b.checked)).toEqual([true, false, false]);
  });
});

describe('canAgree', () => {
  it('needs the required terms only', () => {
    const ids = terms.map((t) => t._id);
    expect(canAgree(terms, new Set())).toBe(false);
    expect(canAgree(terms, new Set(ids.slice(0, 2)))).toBe(true);
    expect(canAgree(terms, new Set(ids.slice(1)))).toBe(false);
  });
});
