import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/v1/setting', () => {
  it('answers the company, customer service and bank account to anyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/setting' });
    expect(res.statusCode).toBe(200);
    const { setting } = res.json();
    expect(Object.keys(setting).sort()).toEqual([
      'bankAccount',
      'company',
      'customerService',
      'escrow',
      'points',
      'shipping',
    ]);
    // The order form's minimum to spend 적립금, and none of the private points settings.
    expect(setting.points).toEqual({ minimumToSpend: 1000 });
    expect(setting.company).toMatchObject({
      name: expect.any(String),
      ceo: expect.any(String),
      businessNumber: expect.stringMatching(/^\d{3}-\d{2}-\d{5}$/),
      mailOrderNumber: expect.any(String),
      address: expect.any(String),
      privacyOfficer: expect.any(String),
      phone: expect.any(String),
      email: expect.any(String),
      hostingProvider: expect.any(String),
    });
    expect(setting.customerService).toMatchObject({
      phone: expect.any(String),
      weekdays: expect.stringContaining('09:00-18:00'),
      lunch: expect.stringContaining('12:00-13:00'),
      closed: expect.any(String),
    });
    expect(setting.bankAccount).toEqual({
      bank: expect.any(String),
      accountNumber: expect.any(String),
      holder: expect.any(String),
    });
  });

  it('keeps membership settings and the root referral code private', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/setting' });
    expect(res.json().setting.membership).toBeUndefined();
    expect(res.body).not.toContain('BATHHOUSE');
    expect(res.body).not.toContain('rootPromoterCode');
  });
});
