// The `[id]` segment of /{lang}/sinta/{id}: a SINTA profile number (lib/shared/sinta-id-rule.ts), as a number.
import { z } from 'zod';
import { parseSintaId } from '../shared/sinta-id-rule';

export const sintaIdSchema = z
  .string()
  .transform((text, context) => {
    const id = parseSintaId(text);
    if (id === null) {
      context.addIssue({ code: 'custom', message: 'invalidSintaId' });
      return z.NEVER;
    }
    return id;
  });
