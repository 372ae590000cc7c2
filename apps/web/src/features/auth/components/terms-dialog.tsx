import type { Term } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { LegalText } from '@/components/ui/prose.tsx';
import { formatDate } from '@/lib/format.ts';

/** 동의 is possible once every required (필수) term is ticked; optional (선택) terms may stay unticked. */
export function canAgree(terms: Pick<Term, '_id' | 'necessary'>[], checked: ReadonlySet<string>): boolean {
  return terms.every((t) => !t.necessary || checked.has(t._id));
}

/**
 * The terms dialog of spec §2: title 이용약관, 전체동의 (all or none), each term with its subject,
 * scrollable content and a 필수/선택 tag, 취소 and 동의.
 *
 * Spec §5 says the dialog is valid when "every listed term" is selected; optional terms (marketing)
 * cannot lawfully be made a condition of joining, so only the required ones are enforced here (and
 * on the server); the optional ones are recorded when ticked.
 */
export function TermsDialog({
  open,
  terms,
  initial = [],
  onAgree,
  onCancel,
}: {
  open: boolean;
  terms: Term[];
  initial?: string[];
  onAgree: (agreed: string[]) => void;
  onCancel: () => void;
}) {
  const [checked, setChecked] = useState<Set<string>>(() => new Set(initial));
  const allAgree = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) setChecked(new Set(initial.filter((id) => terms.some((t) => t._id === id))));
  }, [open]);

  const allChecked = terms.length > 0 && terms.every((t) => checked.has(t._id));
  const ready = canAgree(terms, checked);

  const toggle = (id: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent
        title="이용약관"
        description="바스하우스 회원가입을 위해 아래 약관에 동의해주세요."
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          allAgree.current?.focus();
        }}
        // the join form focuses its first field itself
        onCloseAutoFocus={(event) => event.preventDefault()}
        footer={
          <div className="flex flex-col gap-2">
            {!ready && (
              <p className="text-center text-[13px] text-muted" id="terms-required-hint">
                필수 약관에 모두 동의해야 가입할 수 있습니다.
              </p>
            )}
            <div className="grid grid-cols-2 gap-2">
              <Button variant="outline" size="lg" onClick={onCancel}>
                취소
              </Button>
              <Button
                size="lg"
                disabled={!ready}
                aria-describedby={ready ? undefined : 'terms-required-hint'}
                onClick={() => onAgree(terms.filter((t) => checked.has(t._id)).map((t) => t._id))}
              >
                동의
              </Button>
            </div>
          </div>
        }
      >
        <label className="flex cursor-pointer items-center gap-3 rounded-xl bg-brand-50 px-4 py-3.5 text-base font-bold">
          <input
            ref={allAgree}
            type="checkbox"
            className="size-5 cursor-pointer"
            checked={allChecked}
            onChange={() => setChecked(allChecked ? new Set() : new Set(terms.map((t) => t._id)))}
          />
          전체동의
        </label>
        <ul className="mt-4 space-y-4">
          {terms.map((term) => (
            <li key={term._id} className="rounded-xl border border-line">
              <label className="flex cursor-pointer items-center gap-3 px-4 py-3">
                <input
                  type="checkbox"
                  className="size-5 cursor-pointer"
                  checked={checked.has(term._id)}
                  onChange={(e) => toggle(term._id, e.target.checked)}
                />
                <Badge tone={term.necessary ? 'brand' : 'neutral'}>{term.necessary ? '필수' : '선택'}</Badge>
                <span className="text-[15px] font-semibold">{term.subject}</span>
              </label>
              <section
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
                tabIndex={0}
                aria-label={`${term.subject} 내용`}
                className="mx-4 mb-4 max-h-36 overflow-y-auto rounded-lg bg-surface p-3.5 focus-visible:outline-2"
              >
                <LegalText compact html={term.content} />
              </section>
              <p className="mx-4 mb-3 -mt-2 flex flex-wrap items-center justify-between gap-2 text-[12px] text-muted">
                <span>
                  시행일 {formatDate(term.effectiveAt)} · 버전 {term.version}
                </span>
                {/* a new tab: the join form keeps what was typed */}
                <a
                  href={`/terms/${term.code}`}
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  전문·이전 약관 보기<span className="sr-only"> ({term.subject}, 새 창)</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
