import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REFUND_REQUIRED, ResolutionFormSchema, type ResolutionFormValues } from './resolution';

const SHORT = 'Response must be at least 10 characters long';
/** As the form's resolver runs it (criteriaMode 'all'): every step of the pipe, every field. */
function errorsOf(values: Omit<ResolutionFormValues, 'confirmScam'>) {
  const { issues } = v.safeParse(ResolutionFormSchema, values, { abortPipeEarly: false });
  return issues ? v.flatten<typeof ResolutionFormSchema>(issues).nested : {};
}

describe('the resolution form schema', () => {
  it('shows the refund error together with the other fields’ errors', () => {
    expect(errorsOf({ resolutionType: 'refund', refundAmount: ' ', adminNotes: '', userResponse: 'Soon' })).toEqual({
      refundAmount: [REFUND_REQUIRED],
      userResponse: [SHORT],
    });
    expect(
      errorsOf({ resolutionType: 'partial_refund', refundAmount: '-1', adminNotes: '', userResponse: 'Soon' }),
    ).toEqual({
      refundAmount: ['Refund amount cannot be negative'],
      userResponse: [SHORT],
    });
  });

  it('reports a bad refund once, and ignores the refund text when nothing is refunded', () => {
    expect(
      errorsOf({ resolutionType: 'refund', refundAmount: '', adminNotes: '', userResponse: 'A long enough answer' }),
    ).toEqual({
      refundAmount: [REFUND_REQUIRED],
    });
    expect(
      v.parse(ResolutionFormSchema, {
        resolutionType: 'decline',
        refundAmount: '',
        adminNotes: '',
        userResponse: ' A long enough answer ',
      }),
    ).toEqual({
      resolutionType: 'decline',
      refundAmount: null,
      adminNotes: '',
      userResponse: 'A long enough answer',
      confirmScam: false,
    });
  });

  it('sends a valid refund as a number', () => {
    expect(
      v.parse(ResolutionFormSchema, {
        resolutionType: 'refund',
        refundAmount: ' 12.25 ',
        adminNotes: '',
        userResponse: 'A long enough answer',
      }).refundAmount,
    ).toBe(12.25);
  });
});
