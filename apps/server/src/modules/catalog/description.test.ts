import { describe, expect, it } from 'vitest';
import { cleanDescription } from './description.ts';

describe('cleanDescription', () => {
  it('keeps formatting, our own images and https links', () => {
    const html =
      '<h3>특징</h3><p><strong>절수형</strong></p><img src="/res/editor/a-detail.webp" alt="설치"><a href="https://example.com">자세히</a>';
    const clean = cleanDescription(html);
    expect(clean).toContain('<h3>특징</h3>');
    expect(clean).toContain('<img src="/res/editor/a-detail.webp" alt="설치" />');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
  it('removes scripts, event handlers and javascript: links', () => {
    const clean = cleanDescription(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src=x onerror=alert(1)>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript/);
  });
});
