import {
  PRODUCT_QUESTION_CONTENT_MAX,
  PRODUCT_QUESTION_SUBJECT_MAX,
  productQuestionEditInput,
} from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { type FieldErrors, fieldErrorsOf, serverFieldErrors } from '@/lib/form-errors.ts';

export type QuestionDraft = { subject: string; content: string; secret: boolean };

/**
 * 문의하기 form (subject, content, 비밀글). Checked with the contract's schema before sending; a
 * refusal leaves what was typed in place, with the server's message under the field or the form.
 */
export function QuestionForm({
  initial = { subject: '', content: '', secret: false },
  submitLabel = '문의 등록',
  onSubmit,
  onCancel,
}: {
  initial?: QuestionDraft;
  submitLabel?: string;
  onSubmit: (draft: QuestionDraft) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = productQuestionEditInput.safeParse(draft);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      await onSubmit(draft);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="상품 문의 작성">
      <TextField
        label="제목"
        value={draft.subject}
        maxLength={PRODUCT_QUESTION_SUBJECT_MAX}
        onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
        error={errors.subject}
      />
      <TextAreaField
        label="문의 내용"
        required
        value={draft.content}
        maxLength={PRODUCT_QUESTION_CONTENT_MAX}
        onChange={(e) => setDraft({ ...draft, content: e.target.value })}
        error={errors.content}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox
          label="비밀글"
          checked={draft.secret}
          onChange={(e) => setDraft({ ...draft, secret: e.target.checked })}
        />
        <div className="flex gap-2">
          {onCancel && (
            <Button type="button" variant="outline" size="sm" onClick={onCancel}>
              취소
            </Button>
          )}
          <Button type="submit" size="sm" disabled={pending}>
            {submitLabel}
          </Button>
        </div>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
    </form>
  );
}
