import * as v from 'valibot';

/** The environment the app runs with, parsed and validated once. */
export interface AppEnv {
  /** `mock`: the in-browser Mock Service Worker backend; `real`: a server at `apiBaseUrl`. */
  apiMode: 'mock' | 'real';
  /** Absolute http(s) base URL of the API in real mode; `''` in mock mode (same-origin `/api`). */
  apiBaseUrl: string;
  /** Artificial delay of every mocked response, in milliseconds. */
  mockLatencyMs: number;
  /** An integrator's block-explorer URL templates by network id, over the defaults (docs/transactions.md#explorers). */
  explorerTemplates: ExplorerOverrides;
}

export type ExplorerOverrides = Partial<Record<string, { transaction?: string; address?: string }>>;

export type RawEnv = Record<string, string | boolean | undefined>;

/** Thrown when a variable is missing or malformed; the message names the variable. */
export class EnvError extends Error {
  readonly variable: string;

  constructor(variable: string, message: string) {
    super(`${variable} ${message}`);
    this.name = 'EnvError';
    this.variable = variable;
  }
}

export const MAX_MOCK_LATENCY_MS = 10_000;
export const DEV_MOCK_LATENCY_MS = 300;

const ApiModeSchema = v.picklist(['mock', 'real']);

const HttpUrlSchema = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
    } catch {
      return false;
    }
  }),
);

const LatencySchema = v.pipe(
  v.string(),
  v.regex(/^\d+$/),
  v.transform(Number),
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(MAX_MOCK_LATENCY_MS),
);

/** A web address with one `{value}` where the hash or address goes. */
const isTemplate = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\/\S+$/.test(value) && value.includes('{value}');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Templates by network id, each with nothing but a `transaction` and an `address` template. */
function isExplorerOverrides(value: unknown): value is ExplorerOverrides {
  return (
    isObject(value) &&
    Object.values(value).every(
      (templates) =>
        isObject(templates) &&
        Object.entries(templates).every(
          ([kind, template]) => ['transaction', 'address'].includes(kind) && isTemplate(template),
        ),
    )
  );
}

function parseExplorers(textValue: string | undefined): ExplorerOverrides {
  if (textValue === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(textValue);
  } catch {
    parsed = undefined;
  }
  if (!isExplorerOverrides(parsed)) {
    throw new EnvError(
      'VITE_EXPLORER_URLS',
      'must be JSON like {"ethereum":{"transaction":"https://explorer.example/tx/{value}","address":"https://explorer.example/address/{value}"}}',
    );
  }
  return parsed;
}

/** Treats unset and blank values alike (an empty line in .env means "not set"). */
function text(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined || typeof value === 'boolean') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Pure: turns raw variables (as in `import.meta.env`) into an `AppEnv`, or throws `EnvError`. */
export function parseEnv(raw: RawEnv): AppEnv {
  const modeText = text(raw, 'VITE_API_MODE') ?? 'mock';
  const mode = v.safeParse(ApiModeSchema, modeText);
  if (!mode.success) {
    throw new EnvError('VITE_API_MODE', `must be "mock" or "real" (got "${modeText}")`);
  }
  const apiMode = mode.output;

  let apiBaseUrl = '';
  const urlText = text(raw, 'VITE_API_BASE_URL');
  if (apiMode === 'real') {
    if (urlText === undefined) {
      throw new EnvError('VITE_API_BASE_URL', 'is required when VITE_API_MODE is "real"');
    }
    if (!v.safeParse(HttpUrlSchema, urlText).success) {
      throw new EnvError('VITE_API_BASE_URL', `must be an absolute http(s) URL (got "${urlText}")`);
    }
    apiBaseUrl = urlText.replace(/\/+$/, '');
  }

  const latencyText = text(raw, 'VITE_MOCK_LATENCY_MS');
  let mockLatencyMs = raw.MODE === 'test' ? 0 : DEV_MOCK_LATENCY_MS;
  if (latencyText !== undefined) {
    const latency = v.safeParse(LatencySchema, latencyText);
    if (!latency.success) {
      throw new EnvError(
        'VITE_MOCK_LATENCY_MS',
        `must be a whole number of milliseconds from 0 to ${MAX_MOCK_LATENCY_MS} (got "${latencyText}")`,
      );
    }
    mockLatencyMs = latency.output;
  }

  return { apiMode, apiBaseUrl, mockLatencyMs, explorerTemplates: parseExplorers(text(raw, 'VITE_EXPLORER_URLS')) };
}

let cached: AppEnv | undefined;

/** The app's environment, parsed from `import.meta.env` on first use (throws `EnvError` if invalid). */
export function getEnv(): AppEnv {
  cached ??= parseEnv(import.meta.env as unknown as RawEnv);
  return cached;
}

/** Lazily parsed view of `import.meta.env`: reading a property parses (and validates) once. */
export const env: Readonly<AppEnv> = {
  get apiMode() {
    return getEnv().apiMode;
  },
  get apiBaseUrl() {
    return getEnv().apiBaseUrl;
  },
  get mockLatencyMs() {
    return getEnv().mockLatencyMs;
  },
  get explorerTemplates() {
    return getEnv().explorerTemplates;
  },
};
