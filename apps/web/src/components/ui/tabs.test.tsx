import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const labels = { info: '상품정보', reviews: '리뷰', shipping: '배송·교환·반품 안내' } as const;
type Tab = keyof typeof labels;

function ProductTabs({ forceMount = false, initial = 'info' }: { forceMount?: boolean; initial?: Tab }) {
  const [tab, setTab] = useState<string>(initial);
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="상품 상세 정보">
        {Object.entries(labels).map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {Object.entries(labels).map(([value, label]) => (
        <TabsContent key={value} value={value} forceMount={forceMount}>
          {label} 내용
        </TabsContent>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows the selected tab’s panel, labelled by its tab, and only that tab is in the Tab order', () => {
    render(<ProductTabs />);
    expect(screen.getByRole('tablist', { name: '상품 상세 정보' })).toBeTruthy();
    expect(tab('상품정보').getAttribute('aria-selected')).toBe('true');
    expect(tab('리뷰').getAttribute('aria-selected')).toBe('false');
    expect(tab('상품정보').getAttribute('tabindex')).toBe('0');
    expect(tab('리뷰').getAttribute('tabindex')).toBe('-1');
    const panel = screen.getByRole('tabpanel', { name: '상품정보' });
    expect(panel.textContent).toBe('상품정보 내용');
    expect(tab('상품정보').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.click(tab('배송·교환·반품 안내'));
    expect(tab('배송·교환·반품 안내').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('배송·교환·반품 안내 내용');
  });

  it('moves and selects with the arrow keys (wrapping around), Home and End', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.tab();
    expect(document.activeElement).toBe(tab('상품정보'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('리뷰'));
    expect(screen.getByRole('tabpanel').textContent).toBe('리뷰 내용');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('배송·교환·반품 안내'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('상품정보'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('배송·교환·반품 안내').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(tab('상품정보').getAttribute('aria-selected')).toBe('true');
    // The next Tab leaves the list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('keeps every panel in the page with forceMount, marking the unselected ones inactive', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProductTabs forceMount initial="reviews" />);
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect([...panels].map((p) => p.getAttribute('data-state'))).toEqual(['inactive', 'active', 'inactive']);
    await user.click(tab('상품정보'));
    expect([...panels].map((p) => p.getAttribute('data-state'))).toEqual(['active', 'inactive', 'inactive']);
  });
});
