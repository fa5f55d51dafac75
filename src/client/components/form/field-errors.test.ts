import { describe, expect, it } from 'vitest';
import type { OutboxError } from '../../../shared/outbox/entry';
import { refusalErrors, reopenedErrors } from './field-errors';

const refusal = (code: string, issues: OutboxError['issues'] = [], message = 'Refused.'): OutboxError => ({ status: 400, code, message, issues });
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
    expect(refusalErrors(refusal('validation_failed', issues), form)).toEqual({ name: ['Too long.'], secret: ['Not allowed.'], '': ['Not allowed.'] });
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
