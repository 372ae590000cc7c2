import { joinBody } from '@shop/contracts';
import { z } from 'zod';

export const passwordMismatch = '비밀번호가 일치하지 않습니다';

/**
 * The join form: the contract's joinBody rules (spec §5 messages, shared with the server) without
 * `_terms` (agreed in the dialog), plus the password confirmation.
 */
export const joinFormSchema = joinBody
  .omit({ _terms: true, snsToken: true })
  .extend({ passwordConfirm: z.string() })
  .refine((form) => form.password === form.passwordConfirm, {
    path: ['passwordConfirm'],
    message: passwordMismatch,
    // check the confirmation even while other fields still have problems
    when: () => true,
  });

export type JoinFormInput = z.input<typeof joinFormSchema>;
export type JoinFormOutput = z.output<typeof joinFormSchema>;
