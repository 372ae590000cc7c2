import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSolapi, startFakeSolapi } from './fake-solapi.ts';
import { authorization, newSalt, SolapiProvider } from './solapi.ts';
import { smsBytes, textChannel } from './types.ts';

const keys = { apiKey: 'NCSTESTKEY', apiSecret: 'test-api-secret' };
const SENDER = '0212345678';
let fake: FakeSolapi;
let solapi: SolapiProvider;

beforeAll(async () => {
  fake = await startFakeSolapi({ ...keys, senders: [SENDER] });
  solapi = new SolapiProvider({
    ...keys,
    apiBase: fake.url,
    sender: SENDER,
    pfId: 'KA01PF190227072057634pRBhbpAw1w1',
    webhookToken: 'a-webhook-token-of-32-characters',
    timeoutMs: 3_000,
  });
  fake.templates.set('TPL_PAID', '#{고객명}님, 주문 #{주문번호}의 결제가 완료되었습니다.');
});
afterAll(() => fake.close());

const message = (over: Partial<Parameters<SolapiProvider['send']>[0]> = {}) => ({
  _id: 'b0c7c0de-0000-4000-8000-000000000001',
  to: '01012345678',
  channel: 'ATA' as const,
  text: '김하나님, 주문 20261127-0001의 결제가 완료되었습니다.',
  templateId: 'TPL_PAID',
  variables: { 고객명: '김하나', 주문번호: '20261127-0001' },
  ...over,
});

describe('Solapi Authorization header (INTEGRATIONS.md i.1)', () => {
  it('signs date + salt with the secret: hex(HMAC-SHA256), checked against a vector made by openssl', () => {
    // printf '%s' '2019-07-01T00:41:48Zjqsba2jxjnrjor' | openssl dgst -sha256 -hmac 'test-api-secret'
    expect(authorization('NCSTESTKEY', 'test-api-secret', '2019-07-01T00:41:48Z', 'jqsba2jxjnrjor')).toBe(
      'HMAC-SHA256 apiKey=NCSTESTKEY, date=2019-07-01T00:41:48Z, salt=jqsba2jxjnrjor, ' +
        'signature=0012d7796a0671e2f2eac00d56fac3ee9212f507dab85021973f3cce353c113b',
    );
  });

  it('makes a new 32-character alphanumeric salt for every request', () => {
    const salts = new Set(Array.from({ length: 50 }, newSalt));
    expect(salts.size).toBe(50);
    for (const salt of salts) expect(salt).toMatch(/^[0-9a-zA-Z]{32}$/);
  });
});

describe('SolapiProvider (against a local fake Solapi)', () => {
  it('sends 알림톡 by template id with #{} variables and the SMS fallback on, and our id in customFields', async () => {
    const outcome = await solapi.send(message());
    expect(outcome).toMatchObject({ result: 'accepted', statusCode: '2000' });
    const sent = fake.received.at(-1)!;
    expect(sent).toMatchObject({
      to: '01012345678',
      from: SENDER,
      type: 'ATA',
      customFields: { messageId: 'b0c7c0de-0000-4000-8000-000000000001' },
      kakaoOptions: {
        templateId: 'TPL_PAID',
        variables: { '#{고객명}': '김하나', '#{주문번호}': '20261127-0001' },
        disableSms: false,
      },
    });
  });

  it('is refused for good (not retried) when the text is not the approved template (1043)', async () => {
    const outcome = await solapi.send(message({ text: '다른 내용' }));
    expect(outcome).toEqual({
      result: 'refused',
      statusCode: '1043',
      message: '등록한 템플릿과 내용이 다름',
      retry: false,
    });
  });

  it('sends SMS or LMS by length without a template', async () => {
    expect(await solapi.send(message({ channel: 'SMS', templateId: null, text: '짧은 안내' }))).toMatchObject(
      {
        result: 'accepted',
      },
    );
    expect(fake.received.at(-1)).toMatchObject({ type: 'SMS' });
    expect(fake.received.at(-1)).not.toHaveProperty('kakaoOptions');
    const long = '가'.repeat(46);
    expect(smsBytes(long)).toBe(92);
    expect(textChannel(long)).toBe('LMS');
    await solapi.send(message({ channel: 'LMS', templateId: null, text: long }));
    expect(fake.received.at(-1)).toMatchObject({ type: 'LMS' });
  });

  it('answers unavailable on a provider error, so the outbox tries again', async () => {
    fake.failNext = 1;
    expect(await solapi.send(message())).toMatchObject({ result: 'unavailable' });
    expect(await solapi.send(message())).toMatchObject({ result: 'accepted' });
  });

  it('is refused, to be retried, when the keys are wrong', async () => {
    const wrong = new SolapiProvider({
      ...keys,
      apiSecret: 'wrong',
      apiBase: fake.url,
      sender: SENDER,
      pfId: null,
      webhookToken: null,
    });
    expect(await wrong.send(message())).toMatchObject({
      result: 'refused',
      statusCode: 'SignatureDoesNotMatch',
      retry: true,
    });
  });

  it('is refused with an unregistered sender (1062)', async () => {
    const other = new SolapiProvider({
      ...keys,
      apiBase: fake.url,
      sender: '0299999999',
      pfId: null,
      webhookToken: null,
    });
    expect(await other.send(message({ channel: 'SMS', templateId: null }))).toMatchObject({
      result: 'refused',
      statusCode: '1062',
    });
  });

  it('reads a message back: delivered, or replaced by SMS/LMS when the number has no KakaoTalk', async () => {
    const ok = await solapi.send(message());
    if (ok.result !== 'accepted') throw new Error('not sent');
    expect(await solapi.lookup(ok.providerMessageId)).toMatchObject({
      state: 'DELIVERED',
      statusCode: '4000',
      replacedBy: null,
    });
    fake.noKakao.add('01099998888');
    const replaced = await solapi.send(message({ to: '01099998888' }));
    if (replaced.result !== 'accepted') throw new Error('not sent');
    expect(await solapi.lookup(replaced.providerMessageId)).toMatchObject({
      state: 'DELIVERED',
      replacedBy: 'SMS',
    });
    expect(await solapi.lookup('M4VUNKNOWN')).toBeNull();
  });

  it('takes a webhook call only with the secret token', () => {
    expect(solapi.verifyWebhook('a-webhook-token-of-32-characters')).toBe(true);
    expect(solapi.verifyWebhook('a-webhook-token-of-32-characterX')).toBe(false);
    expect(solapi.verifyWebhook('short')).toBe(false);
  });
});
