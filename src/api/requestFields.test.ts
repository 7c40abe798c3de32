/**
 * Emails, lengths, amounts and refunds: each rule as the server applies it (the schema, its
 * message) and as openapi.json states it (ajv with formats), held to the same verdict.
 */
import { fullFormats } from 'ajv-formats/dist/formats';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { documentAccepts, serverErrors } from '../../tests/kit/documentOracle';
import { CreateDisputeRequestSchema } from './disputeRequest';
import { EMAIL_PATTERN, LoginRequestSchema, PostMessageRequestSchema, RegisterRequestSchema } from './requests';
import { REFUND_REQUIRED_MESSAGE, ResolutionPayloadSchema } from './adminRequests';
import { validDispute } from '../../tests/kit/requestFixtures';

/** The server's messages for a dispute with `overrides`, after checking the document agrees on accepting it. */
function disputeErrors(overrides: Record<string, unknown>): Record<string, string[]> {
  const body = validDispute(overrides);
  const errors = serverErrors(CreateDisputeRequestSchema, body);
  expect(documentAccepts(CreateDisputeRequestSchema, body), JSON.stringify(overrides)).toBe(
    Object.keys(errors).length === 0,
  );
  return errors;
}

describe('email addresses', () => {
  const ajvEmail = fullFormats.email;
  if (!(ajvEmail instanceof RegExp)) throw new Error('ajv-formats email is expected to be a RegExp');

  it('are the addresses ajv-formats accepts, character for character, in every position that matters', () => {
    for (let unit = 0; unit <= 0xffff; unit++) {
      const char = String.fromCharCode(unit);
      for (const address of [
        `a${char}b@example.org`,
        `${char}@example.org`,
        `a@ex${char}ample.org`,
        `a@example.o${char}g`,
        `a@example.${char}`,
      ]) {
        if (EMAIL_PATTERN.test(address) !== ajvEmail.test(address))
          throw new Error(`disagree on ${JSON.stringify(address)}`);
      }
    }
  });

  it("agree in the schema and the document on the cases valibot's own email rule would judge otherwise", () => {
    const cases: [string, boolean][] = [
      ['mary@example.org', true],
      ["o'brien@example.org", true],
      ['A+tag@EXAMPLE.ORG', true],
      ['a@b.c', true],
      ['ſ@example.org', false],
      ['a@b', false],
      [' mary@example.org', false],
      ['mary@example.org ', false],
      ['a..b@example.org', false],
      ['a@-x.org', false],
      ['é@example.org', false],
      [`${'a'.repeat(243)}@example.org`, false],
    ];
    for (const [address, accepted] of cases) {
      expect(disputeErrors({ contactEmail: address }), address).toEqual(
        accepted ? {} : { contactEmail: ['Invalid email address'] },
      );
    }
  });
});

describe('lengths, counted in code points as JSON Schema counts them, on the value as sent', () => {
  it('accept 200 emoji as a 200-character transaction ID and refuse 200 letters and a trailing space', () => {
    expect(disputeErrors({ transactionId: '😀'.repeat(200) })).toEqual({});
    expect(disputeErrors({ transactionId: `${'a'.repeat(200)} ` })).toEqual({
      transactionId: ['Must be at most 200 characters'],
    });
    expect(disputeErrors({ transactionId: ' \t\u00a0' })).toEqual({ transactionId: ['Transaction ID is required'] });
  });

  it('count a password in code points, both ways', () => {
    const password = (value: string) => {
      const body = { username: 'mary@example.org', password: value };
      expect(documentAccepts(LoginRequestSchema, body), value).toBe(v.safeParse(LoginRequestSchema, body).success);
      const registration = { username: 'mary', email: 'mary@example.org', password: value, walletAddress: '0xabc' };
      expect(documentAccepts(RegisterRequestSchema, registration), value).toBe(
        v.safeParse(RegisterRequestSchema, registration).success,
      );
      return serverErrors(RegisterRequestSchema, registration);
    };
    expect(password('😀😀😀😀')).toEqual({ password: ['Password must be at least 8 characters'] });
    expect(password('😀'.repeat(8))).toEqual({});
    expect(password('😀'.repeat(256))).toEqual({});
    expect(password('a'.repeat(257))).toEqual({ password: ['Must be at most 256 characters'] });
  });

  it('need a description and a response of a minimum length once trimmed, and a message with more than white space', () => {
    expect(disputeErrors({ description: `  ${'é'.repeat(19)}  ` })).toEqual({
      description: ['Please provide a detailed description (min 20 characters)'],
    });
    expect(disputeErrors({ description: `  ${'😀'.repeat(20)}  ` })).toEqual({});
    const message = (content: string) => {
      expect(documentAccepts(PostMessageRequestSchema, { content }), content).toBe(
        v.safeParse(PostMessageRequestSchema, { content }).success,
      );
      return serverErrors(PostMessageRequestSchema, { content });
    };
    expect(message('\n \u3000')).toEqual({ content: ['Message cannot be empty'] });
    expect(message(`${'x'.repeat(5000)} `)).toEqual({ content: ['Must be at most 5000 characters'] });
    expect(message('😀'.repeat(5000))).toEqual({});
  });
});

describe('amounts', () => {
  const cases: [unknown, string | null][] = [
    [42.5, null],
    [0.01, null],
    [1e9, null],
    ['42.50', null],
    [' 7 ', null],
    ['0.01', null],
    ['00.010', null],
    ['1000000000', null],
    ['1000000000.00', null],
    ['999999999.999999999999', null],
    [0, 'Amount must be greater than 0'],
    [-5, 'Amount must be greater than 0'],
    [0.009, 'Amount must be greater than 0'],
    [1e9 + 1, 'Amount is too large'],
    ['', 'Amount must be greater than 0'],
    ['   ', 'Amount must be greater than 0'],
    ['0', 'Amount must be greater than 0'],
    ['0.001', 'Amount must be greater than 0'],
    ['0.00999999999999999999999', 'Amount must be greater than 0'],
    ['2000000000', 'Amount is too large'],
    ['1000000000.5', 'Amount is too large'],
    ['1000000000.0000000000001', 'Amount is too large'],
    ['abc', 'Amount must be a number'],
    ['-5', 'Amount must be a number'],
    ['1e3', 'Amount must be a number'],
    ['.5', 'Amount must be a number'],
    ['1,000', 'Amount must be a number'],
    ['１２', 'Amount must be a number'],
    [null, 'Amount must be greater than 0'],
    [true, 'Amount must be greater than 0'],
  ];

  it.each(cases)('%j: %s', (amount, message) => {
    expect(disputeErrors({ amount })).toEqual(message === null ? {} : { amount: [message] });
  });

  it('arrive as numbers, whichever way they were sent', () => {
    const parsed = v.parse(CreateDisputeRequestSchema, validDispute({ amount: ' 1000000000.00 ' }));
    expect(parsed.amount).toBe(1e9);
  });
});

describe('a resolution', () => {
  const resolution = (body: Record<string, unknown>) => {
    const full = { resolutionType: 'refund', userResponse: 'Your refund is on its way.', ...body };
    expect(documentAccepts(ResolutionPayloadSchema, full), JSON.stringify(body)).toBe(
      v.safeParse(ResolutionPayloadSchema, full).success,
    );
    return serverErrors(ResolutionPayloadSchema, full);
  };

  it('needs a refund amount for a refund, and only then, in the schema and the document', () => {
    for (const resolutionType of ['refund', 'partial_refund']) {
      expect(resolution({ resolutionType })).toEqual({ refundAmount: [REFUND_REQUIRED_MESSAGE] });
      expect(resolution({ resolutionType, refundAmount: null })).toEqual({ refundAmount: [REFUND_REQUIRED_MESSAGE] });
      expect(resolution({ resolutionType, refundAmount: 0 })).toEqual({});
    }
    for (const resolutionType of ['decline', 'additional_info'])
      expect(resolution({ resolutionType, refundAmount: null })).toEqual({});
  });

  it('refuses a refund no dispute could hold; one within bounds is for the stored dispute to judge (422)', () => {
    expect(resolution({ refundAmount: 1e9 + 0.01 })).toEqual({
      refundAmount: ['Refund cannot exceed the disputed amount'],
    });
    expect(resolution({ refundAmount: -0.01 })).toEqual({ refundAmount: ['Refund amount cannot be negative'] });
    expect(resolution({ refundAmount: 1e9 })).toEqual({});
  });
});
