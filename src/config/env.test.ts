import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

function expectEnvError(raw: Record<string, string | boolean | undefined>, variable: string, message: string) {
  let caught: unknown;
  try {
    parseEnv(raw);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(EnvError);
  expect((caught as EnvError).variable).toBe(variable);
  expect((caught as EnvError).message).toBe(message);
}

describe('parseEnv', () => {
  describe('defaults', () => {
    it('uses mock mode, no base URL and 300 ms latency in development', () => {
      expect(parseEnv({ MODE: 'development' })).toEqual({
        apiMode: 'mock',
        apiBaseUrl: '',
        mockLatencyMs: 300,
        explorerTemplates: {},
      });
    });

    it('uses 0 ms latency when MODE is test', () => {
      expect(parseEnv({ MODE: 'test' })).toEqual({
        apiMode: 'mock',
        apiBaseUrl: '',
        mockLatencyMs: 0,
        explorerTemplates: {},
      });
    });

    it('uses 300 ms latency in a production (demo) build', () => {
      expect(parseEnv({ MODE: 'production', PROD: true, DEV: false }).mockLatencyMs).toBe(300);
    });

    it('treats blank values as unset', () => {
      expect(parseEnv({ MODE: 'test', VITE_API_MODE: '  ', VITE_MOCK_LATENCY_MS: '' })).toEqual({
        apiMode: 'mock',
        apiBaseUrl: '',
        mockLatencyMs: 0,
        explorerTemplates: {},
      });
    });

    it('ignores boolean flags Vite adds to the environment', () => {
      expect(parseEnv({ MODE: 'test', DEV: true, PROD: false, SSR: false }).apiMode).toBe('mock');
    });
  });

  describe('good values', () => {
    it('accepts real mode with an http URL', () => {
      expect(
        parseEnv({ VITE_API_MODE: 'real', VITE_API_BASE_URL: 'http://localhost:8787', MODE: 'production' }),
      ).toEqual({
        apiMode: 'real',
        apiBaseUrl: 'http://localhost:8787',
        mockLatencyMs: 300,
        explorerTemplates: {},
      });
    });

    it('accepts an https URL with a path and drops trailing slashes', () => {
      expect(parseEnv({ VITE_API_MODE: 'real', VITE_API_BASE_URL: 'https://api.example.com/v1/' }).apiBaseUrl).toBe(
        'https://api.example.com/v1',
      );
    });

    it('ignores VITE_API_BASE_URL in mock mode, even a malformed one', () => {
      expect(parseEnv({ VITE_API_MODE: 'mock', VITE_API_BASE_URL: 'not a url', MODE: 'test' }).apiBaseUrl).toBe('');
    });

    it.each([
      ['0', 0],
      ['250', 250],
      ['10000', 10000],
      [' 42 ', 42],
    ])('accepts VITE_MOCK_LATENCY_MS=%j', (value, expected) => {
      expect(parseEnv({ MODE: 'development', VITE_MOCK_LATENCY_MS: value }).mockLatencyMs).toBe(expected);
    });

    it('lets an explicit latency override the test default', () => {
      expect(parseEnv({ MODE: 'test', VITE_MOCK_LATENCY_MS: '5' }).mockLatencyMs).toBe(5);
    });
  });

  describe('bad values', () => {
    it.each(['Real', 'live', 'mocks', 'true'])('rejects VITE_API_MODE=%j', (value) => {
      expectEnvError(
        { VITE_API_MODE: value },
        'VITE_API_MODE',
        `VITE_API_MODE must be "mock" or "real" (got "${value}")`,
      );
    });

    it('requires VITE_API_BASE_URL in real mode', () => {
      expectEnvError(
        { VITE_API_MODE: 'real' },
        'VITE_API_BASE_URL',
        'VITE_API_BASE_URL is required when VITE_API_MODE is "real"',
      );
    });

    it('treats a blank VITE_API_BASE_URL in real mode as missing', () => {
      expectEnvError(
        { VITE_API_MODE: 'real', VITE_API_BASE_URL: '   ' },
        'VITE_API_BASE_URL',
        'VITE_API_BASE_URL is required when VITE_API_MODE is "real"',
      );
    });

    it.each([
      'foo',
      '/api',
      'localhost:8787',
      'ftp://example.com',
      'file:///etc/passwd',
      'http://',
      'javascript:alert(1)',
    ])('rejects VITE_API_BASE_URL=%j in real mode', (value) => {
      expectEnvError(
        { VITE_API_MODE: 'real', VITE_API_BASE_URL: value },
        'VITE_API_BASE_URL',
        `VITE_API_BASE_URL must be an absolute http(s) URL (got "${value}")`,
      );
    });

    it.each(['-1', '10001', '1.5', 'abc', '3e2', '0x10', '300ms', '99999999999999999999'])(
      'rejects VITE_MOCK_LATENCY_MS=%j',
      (value) => {
        expectEnvError(
          { MODE: 'development', VITE_MOCK_LATENCY_MS: value },
          'VITE_MOCK_LATENCY_MS',
          `VITE_MOCK_LATENCY_MS must be a whole number of milliseconds from 0 to 10000 (got "${value}")`,
        );
      },
    );

    it('reads VITE_EXPLORER_URLS as explorer templates by network', () => {
      const templates = { ethereum: { transaction: 'https://explorer.example/tx/{value}' } };
      expect(parseEnv({ VITE_EXPLORER_URLS: JSON.stringify(templates) }).explorerTemplates).toEqual(templates);
    });

    it.each([
      'not json',
      '{"ethereum":{"transaction":"https://explorer.example/tx/"}}',
      '{"ethereum":{"transaction":"javascript:alert(1)//{value}"}}',
      '{"ethereum":{"tx":"https://explorer.example/tx/{value}"}}',
      '[]',
    ])('rejects VITE_EXPLORER_URLS=%j', (value) => {
      expect(() => parseEnv({ VITE_EXPLORER_URLS: value })).toThrow(/^VITE_EXPLORER_URLS must be JSON like/);
    });

    it('is an Error named EnvError', () => {
      expect(() => parseEnv({ VITE_API_MODE: 'x' })).toThrow(Error);
      try {
        parseEnv({ VITE_API_MODE: 'x' });
      } catch (error) {
        expect((error as Error).name).toBe('EnvError');
      }
    });
  });
});
