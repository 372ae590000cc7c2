import path from 'node:path';
import { z } from 'zod';

/** The demo token secret: fine on a laptop, refused in production. */
export const DEMO_TOKEN_SECRET = 'demo-token-secret-change-me-0123456789';

/** The demo key for resident registration numbers: fine on a laptop, and production refuses to start without its own. */
export const DEMO_RRN_KEY = '0000000000000000000000000000000000000000000000000000000000000000';

const boolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(1),
  REFRESH_TOKEN_REMEMBER_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SEED_DEMO: boolean.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: boolean.default(false),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  API_MAX_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  NICEPAY_CLIENT_ID: z.string().min(1).optional(),
  NICEPAY_SECRET_KEY: z.string().min(1).optional(),
  NICEPAY_API_BASE: z.url({ protocol: /^https?$/ }).default('https://sandbox-api.nicepay.co.kr'),
  KCP_SITE_CODE: z.string().min(1).optional(),
  KCP_ENC_KEY: z.string().min(1).optional(),
  KCP_API_BASE: z.url({ protocol: /^https?$/ }).default('https://testcert.kcp.co.kr'),
  KAKAO_CLIENT_ID: z.string().min(1).optional(),
  KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
  KAKAO_AUTH_BASE: z.url({ protocol: /^https?$/ }).default('https://kauth.kakao.com'),
  KAKAO_API_BASE: z.url({ protocol: /^https?$/ }).default('https://kapi.kakao.com'),
  NAVER_CLIENT_ID: z.string().min(1).optional(),
  NAVER_CLIENT_SECRET: z.string().min(1).optional(),
  NAVER_AUTH_BASE: z.url({ protocol: /^https?$/ }).default('https://nid.naver.com'),
  NAVER_API_BASE: z.url({ protocol: /^https?$/ }).default('https://openapi.naver.com'),
  KFTC_CLIENT_ID: z.string().min(1).optional(),
  KFTC_CLIENT_SECRET: z.string().min(1).optional(),
  KFTC_INSTITUTION_CODE: z
    .string()
    .regex(/^M\d{9}$/, 'must be M followed by 9 digits (이용기관코드)')
    .optional(),
  KFTC_CONTRACT_ACCOUNT: z
    .string()
    .regex(/^\d{6,16}$/, 'must be 6 to 16 digits')
    .optional(),
  KFTC_API_BASE: z.url({ protocol: /^https?$/ }).default('https://testapi.openbanking.or.kr'),
  SOLAPI_API_KEY: z.string().min(1).optional(),
  SOLAPI_API_SECRET: z.string().min(1).optional(),
  SOLAPI_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.solapi.com'),
  SOLAPI_SENDER: z
    .string()
    .regex(/^\d{8,11}$/, 'must be the registered 발신번호, 8 to 11 digits without dashes')
    .optional(),
  SOLAPI_KAKAO_PF_ID: z.string().min(1).optional(),
  SOLAPI_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** AES-256-GCM key of resident registration numbers: 64 hex characters (32 bytes) */
  RRN_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  tokenSecret: string;
  /** 32 bytes, hex: encrypts resident registration numbers (DOMAIN.md Members) */
  rrnKey: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  refreshTokenRememberDays: number;
  seedDemo: boolean;
  redisUrl: string | null;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
  loginMaxFailures: number;
  loginFailureWindowSeconds: number;
  /** API requests one address may make per minute, counted by all app nodes together with Redis */
  apiMaxRequestsPerMinute: number;
  /** how long SIGTERM waits for requests in flight before the process gives up on them */
  shutdownTimeoutSeconds: number;
  /** NICE Pay keys; both absent → the offline sandbox (테스트 결제) */
  nicepay: { clientId: string | null; secretKey: string | null; apiBase: string };
  /** NHN KCP 휴대폰 본인확인 keys; both absent → the offline sandbox (테스트 본인인증) */
  kcp: { siteCode: string | null; encKey: string | null; apiBase: string };
  /** KFTC 오픈뱅킹 입금이체 for 1원 입금 인증; all four absent → the offline sandbox (테스트 입금) */
  kftc: {
    clientId: string | null;
    clientSecret: string | null;
    institutionCode: string | null;
    contractAccount: string | null;
    apiBase: string;
  };
  /** Kakao Login keys; no client id → the offline sandbox (테스트 로그인) */
  kakao: { clientId: string | null; clientSecret: string | null; authBase: string; apiBase: string };
  /** Naver Login keys; either absent → the offline sandbox (테스트 로그인) */
  naver: { clientId: string | null; clientSecret: string | null; authBase: string; apiBase: string };
  /**
   * Solapi (알림톡 with SMS/LMS fallback); key, secret and sender absent → the sandbox outbox that
   * only records. Without a pfId every message goes as SMS/LMS. The webhook token is the secret
   * path segment of the delivery-report URL.
   */
  solapi: {
    apiKey: string | null;
    apiSecret: string | null;
    apiBase: string;
    sender: string | null;
    pfId: string | null;
    webhookToken: string | null;
  };
};

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads and validates the environment once. A wrong value stops start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.TOKEN_SECRET) {
    throw new ConfigError('Invalid configuration:\n  TOKEN_SECRET: required when NODE_ENV=production');
  }
  if (production && e.TOKEN_SECRET === DEMO_TOKEN_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  TOKEN_SECRET: the demo secret cannot be used in production',
    );
  }
  if (production && (!e.RRN_KEY || e.RRN_KEY === DEMO_RRN_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  RRN_KEY: a key of its own is required when NODE_ENV=production',
    );
  }
  // One key without the other would silently fall back to the sandbox: say so instead.
  if (!e.NICEPAY_CLIENT_ID !== !e.NICEPAY_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  NICEPAY_CLIENT_ID, NICEPAY_SECRET_KEY: set both, or neither for the sandbox',
    );
  }
  if (!e.KCP_SITE_CODE !== !e.KCP_ENC_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  KCP_SITE_CODE, KCP_ENC_KEY: set both, or neither for the sandbox',
    );
  }
  const kftcKeys = [e.KFTC_CLIENT_ID, e.KFTC_CLIENT_SECRET, e.KFTC_INSTITUTION_CODE, e.KFTC_CONTRACT_ACCOUNT];
  if (kftcKeys.some(Boolean) && !kftcKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  KFTC_CLIENT_ID, KFTC_CLIENT_SECRET, KFTC_INSTITUTION_CODE, KFTC_CONTRACT_ACCOUNT: set all four, or none for the sandbox',
    );
  }
  const solapiKeys = [e.SOLAPI_API_KEY, e.SOLAPI_API_SECRET, e.SOLAPI_SENDER];
  if (solapiKeys.some(Boolean) && !solapiKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_SENDER: set all three, or none for the sandbox',
    );
  }
  const seedDemo = e.SEED_DEMO ?? !production;
  if (production && seedDemo) {
    throw new ConfigError(
      'Invalid configuration:\n  SEED_DEMO: demo accounts and their known passwords cannot be seeded in production',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    tokenSecret: e.TOKEN_SECRET ?? DEMO_TOKEN_SECRET,
    rrnKey: e.RRN_KEY ?? DEMO_RRN_KEY,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshTokenRememberDays: e.REFRESH_TOKEN_REMEMBER_DAYS,
    seedDemo,
    redisUrl: e.REDIS_URL ?? null,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    trustProxy: e.TRUST_PROXY,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginFailureWindowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    apiMaxRequestsPerMinute: e.API_MAX_REQUESTS_PER_MINUTE,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    nicepay: {
      clientId: e.NICEPAY_CLIENT_ID ?? null,
      secretKey: e.NICEPAY_SECRET_KEY ?? null,
      apiBase: e.NICEPAY_API_BASE,
    },
    kcp: {
      siteCode: e.KCP_SITE_CODE ?? null,
      encKey: e.KCP_ENC_KEY ?? null,
      apiBase: e.KCP_API_BASE,
    },
    kftc: {
      clientId: e.KFTC_CLIENT_ID ?? null,
      clientSecret: e.KFTC_CLIENT_SECRET ?? null,
      institutionCode: e.KFTC_INSTITUTION_CODE ?? null,
      contractAccount: e.KFTC_CONTRACT_ACCOUNT ?? null,
      apiBase: e.KFTC_API_BASE,
    },
    kakao: {
      clientId: e.KAKAO_CLIENT_ID ?? null,
      clientSecret: e.KAKAO_CLIENT_SECRET ?? null,
      authBase: e.KAKAO_AUTH_BASE,
      apiBase: e.KAKAO_API_BASE,
    },
    naver: {
      clientId: e.NAVER_CLIENT_ID ?? null,
      clientSecret: e.NAVER_CLIENT_SECRET ?? null,
      authBase: e.NAVER_AUTH_BASE,
      apiBase: e.NAVER_API_BASE,
    },
    solapi: {
      apiKey: e.SOLAPI_API_KEY ?? null,
      apiSecret: e.SOLAPI_API_SECRET ?? null,
      apiBase: e.SOLAPI_API_BASE,
      sender: e.SOLAPI_SENDER ?? null,
      pfId: e.SOLAPI_KAKAO_PF_ID ?? null,
      webhookToken: e.SOLAPI_WEBHOOK_TOKEN ?? null,
    },
  };
}
