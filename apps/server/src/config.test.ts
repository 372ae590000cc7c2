import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_RRN_KEY, DEMO_TOKEN_SECRET, loadConfig } from './config.ts';

const SECRET = 'a-production-secret-of-at-least-32-chars';
const RRN_KEY = 'ab'.repeat(32);

/** The message start-up prints, or null when the environment is accepted. */
function refusal(env: NodeJS.ProcessEnv): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe('loadConfig', () => {
  it('runs a laptop with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      tokenSecret: DEMO_TOKEN_SECRET,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 1,
      refreshTokenRememberDays: 30,
      seedDemo: true,
      redisUrl: null,
      logLevel: 'info',
      trustProxy: false,
      loginMaxFailures: 5,
      loginFailureWindowSeconds: 600,
      apiMaxRequestsPerMinute: 600,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(path.isAbsolute(config.webDist)).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/shop',
      DATABASE_URL: 'postgresql://shop@db:5432/shop',
      TOKEN_SECRET: SECRET,
      RRN_KEY,
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_DAYS: '2',
      REFRESH_TOKEN_REMEMBER_DAYS: '14',
      SEED_DEMO: '0',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/srv/web',
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_FAILURE_WINDOW_SECONDS: '60',
      API_MAX_REQUESTS_PER_MINUTE: '1200',
      NICEPAY_CLIENT_ID: 'S2_client',
      NICEPAY_SECRET_KEY: 'secret',
      NICEPAY_API_BASE: 'https://api.nicepay.co.kr',
      KCP_SITE_CODE: 'SMTEST',
      KCP_ENC_KEY: 'enc-key',
      KCP_API_BASE: 'https://cert.kcp.co.kr',
      KFTC_CLIENT_ID: 'kftc-client',
      KFTC_CLIENT_SECRET: 'kftc-secret',
      KFTC_INSTITUTION_CODE: 'M202300001',
      KFTC_CONTRACT_ACCOUNT: '1002003004005',
      KFTC_API_BASE: 'https://openapi.openbanking.or.kr',
      SHUTDOWN_TIMEOUT_SECONDS: '45',
    });
    expect(config).toEqual({
      env: 'test',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/shop',
      databaseUrl: 'postgresql://shop@db:5432/shop',
      tokenSecret: SECRET,
      rrnKey: RRN_KEY,
      accessTokenTtlSeconds: 60,
      refreshTokenTtlDays: 2,
      refreshTokenRememberDays: 14,
      seedDemo: false,
      redisUrl: 'redis://127.0.0.1:6379',
      logLevel: 'warn',
      webDist: '/srv/web',
      trustProxy: true,
      loginMaxFailures: 3,
      loginFailureWindowSeconds: 60,
      apiMaxRequestsPerMinute: 1200,
      shutdownTimeoutSeconds: 45,
      nicepay: { clientId: 'S2_client', secretKey: 'secret', apiBase: 'https://api.nicepay.co.kr' },
      kcp: { siteCode: 'SMTEST', encKey: 'enc-key', apiBase: 'https://cert.kcp.co.kr' },
      kftc: {
        clientId: 'kftc-client',
        clientSecret: 'kftc-secret',
        institutionCode: 'M202300001',
        contractAccount: '1002003004005',
        apiBase: 'https://openapi.openbanking.or.kr',
      },
      kakao: {
        clientId: null,
        clientSecret: null,
        authBase: 'https://kauth.kakao.com',
        apiBase: 'https://kapi.kakao.com',
      },
      naver: {
        clientId: null,
        clientSecret: null,
        authBase: 'https://nid.naver.com',
        apiBase: 'https://openapi.naver.com',
      },
      solapi: {
        apiKey: null,
        apiSecret: null,
        apiBase: 'https://api.solapi.com',
        sender: null,
        pfId: null,
        webhookToken: null,
      },
    });
  });

  it('refuses Solapi keys without the sender, and a sender with dashes', () => {
    expect(() => loadConfig({ SOLAPI_API_KEY: 'k', SOLAPI_API_SECRET: 's' })).toThrow(/SOLAPI_SENDER/);
    expect(() =>
      loadConfig({ SOLAPI_API_KEY: 'k', SOLAPI_API_SECRET: 's', SOLAPI_SENDER: '02-123-4567' }),
    ).toThrow(/발신번호/);
    expect(
      loadConfig({ SOLAPI_API_KEY: 'k', SOLAPI_API_SECRET: 's', SOLAPI_SENDER: '0212345678' }).solapi,
    ).toMatchObject({ apiKey: 'k', sender: '0212345678', pfId: null });
  });

  it('uses the KCP test host by default and refuses one KCP key without the other', () => {
    expect(loadConfig({}).kcp).toEqual({
      siteCode: null,
      encKey: null,
      apiBase: 'https://testcert.kcp.co.kr',
    });
    expect(() => loadConfig({ KCP_SITE_CODE: 'SMTEST' })).toThrow(/KCP_ENC_KEY/);
    expect(() => loadConfig({ KCP_ENC_KEY: 'enc-key' })).toThrow(/KCP_SITE_CODE/);
  });

  it('uses the KFTC test host by default and refuses some KFTC keys without the others', () => {
    expect(loadConfig({}).kftc).toEqual({
      clientId: null,
      clientSecret: null,
      institutionCode: null,
      contractAccount: null,
      apiBase: 'https://testapi.openbanking.or.kr',
    });
    expect(() => loadConfig({ KFTC_CLIENT_ID: 'id', KFTC_CLIENT_SECRET: 'secret' })).toThrow(/set all four/);
    expect(() => loadConfig({ KFTC_INSTITUTION_CODE: 'X1' })).toThrow(/KFTC_INSTITUTION_CODE/);
    expect(
      loadConfig({
        KFTC_CLIENT_ID: 'id',
        KFTC_CLIENT_SECRET: 'secret',
        KFTC_INSTITUTION_CODE: 'M202300001',
        KFTC_CONTRACT_ACCOUNT: '1234567890',
      }).kftc.institutionCode,
    ).toBe('M202300001');
  });

  it('uses the NICE Pay sandbox host by default and refuses one key without the other', () => {
    expect(loadConfig({}).nicepay).toEqual({
      clientId: null,
      secretKey: null,
      apiBase: 'https://sandbox-api.nicepay.co.kr',
    });
    expect(() => loadConfig({ NICEPAY_CLIENT_ID: 'S2_client' })).toThrow(/NICEPAY_SECRET_KEY/);
    expect(() => loadConfig({ NICEPAY_SECRET_KEY: 'secret' })).toThrow(/NICEPAY_CLIENT_ID/);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://shop@db/shop'],
    ['REDIS_URL', 'localhost:6379'],
    ['TOKEN_SECRET', 'short'],
    ['NODE_ENV', 'staging'],
    ['SEED_DEMO', 'yes'],
    ['LOG_LEVEL', 'verbose'],
    ['API_MAX_REQUESTS_PER_MINUTE', '0'],
    ['API_MAX_REQUESTS_PER_MINUTE', 'many'],
  ])('stops with a message naming %s=%s', (name, value) => {
    const message = refusal({ [name]: value });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`${name}:`);
  });

  it('names every wrong variable at once', () => {
    const message = refusal({ PORT: 'x', DATABASE_URL: 'sqlite:shop.db' });
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
  });

  describe('in production', () => {
    it('refuses to start without TOKEN_SECRET', () => {
      expect(refusal({ NODE_ENV: 'production' })).toContain(
        'TOKEN_SECRET: required when NODE_ENV=production',
      );
    });

    it('refuses the demo secret', () => {
      expect(refusal({ NODE_ENV: 'production', TOKEN_SECRET: DEMO_TOKEN_SECRET })).toContain(
        'TOKEN_SECRET: the demo secret cannot be used in production',
      );
    });

    it('refuses SEED_DEMO=true', () => {
      expect(refusal({ NODE_ENV: 'production', TOKEN_SECRET: SECRET, RRN_KEY, SEED_DEMO: 'true' })).toContain(
        'SEED_DEMO:',
      );
    });

    it('refuses to start without a resident registration number key of its own', () => {
      expect(refusal({ NODE_ENV: 'production', TOKEN_SECRET: SECRET })).toContain('RRN_KEY:');
      expect(refusal({ NODE_ENV: 'production', TOKEN_SECRET: SECRET, RRN_KEY: DEMO_RRN_KEY })).toContain(
        'RRN_KEY:',
      );
      expect(refusal({ NODE_ENV: 'development', RRN_KEY: 'short' })).toContain('RRN_KEY: must be 64 hex');
    });

    it('starts with a real secret and seeds no demo members', () => {
      const config = loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: SECRET, RRN_KEY });
      expect(config).toMatchObject({ env: 'production', tokenSecret: SECRET, seedDemo: false });
    });
  });
});
