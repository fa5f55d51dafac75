import { describe, expect, it } from 'vitest';
import type { OutboxError } from '../../../shared/outbox/entry';
import * as v from 'valibot';
import { ClassicSubmissionInputSchema } from '../../../shared/schemas/input/submissions';
import { fieldErrorsOf, refusalErrors, reopenedErrors } from './field-errors';

const refusal = (code: string, issues: OutboxError['issues'] = [], message = 'Refused.'): OutboxError => ({
  status: 400,
  code,
  message,
  issues,
});
const form = {
  conflicts: { region_exists: ['name', 'A region with this name already exists.'] },
  fields: ['name'],
} as const;

describe('refusalErrors', () => {
  it('puts a catalogue conflict on its field', () => {
    expect(refusalErrors(refusal('region_exists'), form)).toEqual({ name: ['A region with this name already exists.'] });
  });

  it('keeps field issues on their fields and gathers issues on fields the form does not show', () => {
    const issues = [
      { path: 'name', message: 'Too long.', type: 'max_length' },
      { path: 'secret', message: 'Not allowed.', type: 'check' },
    ];
    expect(refusalErrors(refusal('validation_failed', issues), form)).toEqual({
      name: ['This is too long.'],
      secret: ['This value is not valid.'],
      '': ['This value is not valid.'],
    });
  });

  it('leaves refusals that are not about fields to the outbox panel', () => {
    expect(refusalErrors(refusal('stale'), form)).toBeNull();
    expect(refusalErrors(null, form)).toBeNull();
  });
});

describe('reopenedErrors', () => {
  it('shows the server message on the whole form when no field is named', () => {
    expect(reopenedErrors(refusal('not_found', [], 'Level not found.'))).toEqual({ '': ['Level not found.'] });
    expect(reopenedErrors(undefined)).toEqual({});
  });
});

describe('fieldErrorsOf', () => {
  it('keeps one message per field, the first problem found, in the words of the form and not of the API', () => {
    const result = v.safeParse(ClassicSubmissionInputSchema, { level: '', link: 'no', recordPercentage: 99.5 });
    if (result.success) throw new Error('expected the value to be refused');
    const errors = fieldErrorsOf(result.issues);
    expect(Object.keys(errors).sort()).toEqual(['level', 'link', 'recordPercentage']);
    for (const messages of Object.values(errors)) expect(messages).toHaveLength(1);
    expect(errors.recordPercentage).toEqual(['Enter a whole number from 0 to 100.']);
    expect(errors.link).toEqual(['Enter a web address starting with http:// or https://.']);
    expect(Object.values(errors).flat().join(' ')).not.toMatch(/recordPercentage|must be/);
  });
});
