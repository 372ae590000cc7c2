import { rules } from '@shop/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { badRequest } from './errors.ts';

/**
 * The route schemas' validator, and after it the one rule every text of every request keeps: no
 * control characters and no lone surrogates (contracts' `unusableTextPaths`). It looks at the parsed
 * value, so what a schema normalises on purpose (a search box strips them, a phone number keeps its
 * digits) passes, and so does a field added tomorrow without anyone remembering the rule for it.
 * PostgreSQL refuses U+0000 in text, and without this a NUL in a brand code gave a 500.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    // The zod compiler answers synchronously, always with `{ value }` or `{ error }`.
    const result = validate(data) as { value?: unknown; error?: Error };
    if (result.error) return result;
    const paths = rules.unusableTextPaths(result.value);
    if (paths.length === 0) return result;
    return {
      error: badRequest(
        'VALIDATION_FAILED',
        rules.unusableTextMessage,
        paths.map((path) => ({ path: path.join('.'), message: rules.unusableTextMessage })),
      ),
    };
  };
};
