import { type CategoryNode, MAX_CATEGORY_DEPTH } from '@shop/contracts';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { SelectField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { type FlatCategory, moveProblem, moveTargets, pathLabel } from '@/lib/category-tree.ts';

/** 이동: puts a category (and what is under it) under another parent, or at the top. */
export function MoveDialog({
  category,
  roots,
  onMove,
}: {
  category: FlatCategory;
  roots: CategoryNode[];
  onMove: (parentId: string | null) => Promise<void>;
}) {
  const targets = useMemo(() => moveTargets(roots, category._id), [roots, category._id]);
  const [choice, setChoice] = useState(category.parentId ?? 'root');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const parentId = choice === 'root' ? null : choice;
  const unchanged = parentId === category.parentId;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = moveProblem(roots, category._id, parentId);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onMove(parentId);
    } catch (e) {
      if (!(isApiError(e) && e.status === 403)) setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogContent
      title={`'${category.name}' 이동`}
      description={`지금 위치: ${pathLabel(category.path)}${category.height > 1 ? ` (하위 ${category.height - 1}단계 함께 이동)` : ''}`}
    >
      <form onSubmit={submit} className="space-y-4">
        <SelectField
          label="옮길 위치 (상위 카테고리)"
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            setError(undefined);
          }}
          hint={`카테고리는 ${MAX_CATEGORY_DEPTH}단계까지입니다. 옮길 수 없는 위치는 고를 수 없습니다`}
          error={error}
        >
          {targets.map((t) => (
            <option key={t._id ?? 'root'} value={t._id ?? 'root'} disabled={!!t.problem}>
              {t.label}
              {t._id === category.parentId ? ' (현재 위치)' : ''}
              {t._id === category._id ? ' (이 카테고리)' : t.problem ? ' — 불가' : ''}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="submit" disabled={busy || unchanged} aria-busy={busy}>
            이동
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
