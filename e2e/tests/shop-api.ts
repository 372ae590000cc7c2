import { type APIRequestContext, expect, request } from '@playwright/test';

/**
 * Setting a journey up through the API as the shopper's browser and the operator's desk would:
 * a member joined for the journey, orders paid by bank transfer or in the sandbox card window.
 * For what a test only needs to exist, never for the journey itself.
 */

export type Json = Record<string, unknown>;
export type Purchase = { _id: string; purchaseNo: string; status: string; amount: number };
export type Order = {
  _id: string;
  orderNo: string;
  status: string;
  purchases: Purchase[];
  amounts: { paidAmount: number };
};

/** Who orders and who receives: the orderer is the member; receiver and message vary by journey. */
export type OrderPeople = {
  orderer: { name: string; phone: string; email: string };
  receiver: { name: string; phone: string; postcode: string; address1: string; address2: string };
  requestMessage: string;
  depositorName: string;
};

export type OrderLine = { _product: string; quantity: number };

export class ShopApi {
  /** Over a test's `request` fixture, or a context of its own through `open`. */
  constructor(readonly context: APIRequestContext) {}

  static async open(baseURL: string | undefined): Promise<ShopApi> {
    return new ShopApi(await request.newContext({ baseURL }));
  }

  dispose() {
    return this.context.dispose();
  }

  /** One call that must succeed; its JSON answer. */
  async call<T = Json>(method: string, url: string, token?: string, data?: unknown): Promise<T> {
    const res = await this.context.fetch(url, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      data: data as Json | undefined,
    });
    const body = await res.text();
    expect(res.ok(), `${method} ${url} → ${res.status()} ${body}`).toBe(true);
    return (body ? JSON.parse(body) : {}) as T;
  }

  /** An access token by the specification's two steps (refresh token, then access token). */
  async tokenOf(username: string, secret: string): Promise<string> {
    const basic = `Basic ${Buffer.from(`${username}:${secret}`).toString('base64')}`;
    const first = await this.context.get('/api/auth/refreshToken', { headers: { authorization: basic } });
    expect(first.ok(), await first.text()).toBe(true);
    const refresh = (await first.json()).refreshToken as string;
    const second = await this.context.get('/api/auth/accessToken', {
      headers: { authorization: `Bearer ${refresh}` },
    });
    expect(second.ok()).toBe(true);
    return (await second.json()).accessToken as string;
  }

  /** Joins a consumer under the demo promoter, agreeing to every term; answers its access token. */
  async join(member: { username: string; password: string; name: string; phone: string }): Promise<string> {
    const { terms } = await this.call<{ terms: { _id: string }[] }>('GET', '/api/v1/terms');
    await this.call('POST', '/api/v1/users', undefined, {
      _terms: terms.map((t) => t._id),
      username: member.username,
      password: member.password,
      name: member.name,
      email: `${member.username}@example.com`,
      phone: member.phone,
      promoterCode: 'WELCOME',
    });
    return this.tokenOf(member.username, member.password);
  }

  /**
   * A consumer joined for one journey, so that journeys running at once never share a cart, an
   * address book, orders or a member type: `<prefix><digits>` with the password `Welcome12!`.
   */
  async joinNew(prefix: string, name: string) {
    const member = {
      username: `${prefix}${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`,
      password: 'Welcome12!',
      name,
      phone: '010-2222-3333',
    };
    const token = await this.join(member);
    return { ...member, token };
  }

  /**
   * 정회원 전환 신청 through the sandboxes (테스트 본인인증, 테스트 입금) for a member certified as
   * `name`, born 1990-01-01; answers the request.
   */
  async applyForPromoter(token: string, name: string): Promise<Json> {
    const window = await this.call<{ _request: string }>('POST', '/api/v1/users/certify/request', token, {
      purpose: 'PROMOTER_APPLICATION',
    });
    const { certification } = await this.call<{ certification: { _id: string } }>(
      'POST',
      '/api/v1/users/certify',
      undefined,
      {
        _request: window._request,
        resCd: '0000',
        sandbox: { name, phone: '01022223333', birthDay: '19900101' },
      },
    );
    const sent = await this.call<{ verification: { _id: string }; sandbox: { code: string } }>(
      'POST',
      '/api/v1/promoter/bank/hold-verifications',
      token,
      { bank: { code: '088', accountNumber: '110123456789', accountHolder: name } },
    );
    await this.call(
      'PUT',
      `/api/v1/promoter/bank/hold-verifications/${sent.verification._id}/verify`,
      token,
      {
        code: sent.sandbox.code,
      },
    );
    const { term } = await this.call<{ term: { _id: string } }>('GET', '/api/v1/terms/promoter');
    return this.call('POST', '/api/v1/me/requests', token, {
      type: 'PROMOTER_APPROVAL',
      _terms: [term._id],
      _certification: certification._id,
      _verification: sent.verification._id,
      residentRegistrationNumber: '900101-1357913',
    });
  }

  /** The member behind a token (GET /api/v1/me/info). */
  async memberId(token: string): Promise<string> {
    return (await this.call<{ user: { _id: string } }>('GET', '/api/v1/me/info', token)).user._id;
  }

  /** An operator's 정액 coupon (valid 30 days from issue, for every product), issued to one member. */
  async issueCoupon(operatorToken: string, _user: string, terms: { name: string; value: number }) {
    const { coupon } = await this.call<{ coupon: { _id: string; name: string } }>(
      'POST',
      '/api/console/shop/coupons',
      operatorToken,
      { ...terms, kind: 'AMOUNT', scope: 'ALL', validity: 'DAYS', validDays: 30, issueMode: 'MANUAL' },
    );
    const issued = await this.call<{ issued: number }>(
      'POST',
      `/api/console/shop/coupons/${coupon._id}/issue`,
      operatorToken,
      { _users: [_user], reason: '이벤트 당첨' },
    );
    expect(issued.issued).toBe(1);
    return coupon;
  }

  /** 적립금 the operator grants a member, with a reason. */
  async grantPoints(operatorToken: string, _user: string, amount: number, reason: string) {
    await this.call('POST', '/api/console/users/points', operatorToken, { _user, amount, reason });
  }

  /**
   * Products that can be bought without choosing an option, with stock to spare: a dozen journeys
   * buy the first of them at the same time (up to three each, and again on a retry).
   */
  async plainProducts(n: number): Promise<string[]> {
    const { products } = await this.call<{ products: { _id: string; soldout: boolean; stock: number }[] }>(
      'GET',
      '/api/v1/shop/products?limit=60',
    );
    const found: string[] = [];
    for (const card of products) {
      if (card.soldout || card.stock < 30) continue;
      const { product } = await this.call<{ product: { options: unknown[] } }>(
        'GET',
        `/api/v1/shop/products/${card._id}`,
      );
      if (product.options.length === 0) found.push(card._id);
      if (found.length === n) return found;
    }
    throw new Error('not enough products without options');
  }

  /** A 무통장입금 order, placed and processed (waiting for the deposit). */
  async transferOrder(token: string, people: OrderPeople, items: OrderLine[]): Promise<Order> {
    const { order } = await this.call<{ order: Order }>(
      'POST',
      '/api/v1/shop/orders',
      token,
      orderForm(people, items, 'BANK_TRANSFER'),
    );
    const processed = await this.call<{ order: Order }>(
      'POST',
      `/api/v1/shop/orders/${order._id}/process`,
      token,
      {},
    );
    return processed.order;
  }

  /** A card order paid in the sandbox window: its 승인 link carries what the result page sends. */
  async cardOrder(token: string, people: OrderPeople, items: OrderLine[]): Promise<Order> {
    const { order } = await this.call<{ order: Order }>(
      'POST',
      '/api/plugins/nice/pay/generate',
      token,
      orderForm(people, items, 'CARD'),
    );
    const window = await this.context.get(`/api/plugins/nice/pay/sandbox/${order._id}`);
    const href = /href="([^"]+status=paid[^"]*)"/.exec(await window.text())![1]!.replaceAll('&amp;', '&');
    const query = new URL(href, 'http://shop').searchParams;
    const approved = await this.call<{ order: Order }>('POST', '/api/plugins/nice/pay/approval', token, {
      orderId: query.get('orderId'),
      tid: query.get('tid'),
      amount: Number(query.get('amount')),
    });
    expect(approved.order.status).toBe('ORDER_PAYMENT');
    return approved.order;
  }

  /**
   * A card order taken to 구매확정, as its people would: paid in the sandbox, shipped (CJ대한통운) and
   * delivered by the operator, then confirmed by the buyer.
   */
  async confirmedCardOrder(
    token: string,
    operatorToken: string,
    people: OrderPeople,
    items: OrderLine[],
  ): Promise<Order> {
    const order = await this.cardOrder(token, people, items);
    for (const purchase of order.purchases) {
      await this.call('PUT', `/api/console/shop/invoices/${purchase.purchaseNo}`, operatorToken, {
        courierCode: '04',
        invoiceNumber: '123456789012',
      });
      await this.call('PUT', `/api/console/shop/purchases/${purchase._id}`, operatorToken, {
        status: 'DELIVERY_COMPLETE',
      });
    }
    await this.call('POST', `/api/v1/me/orders/${order._id}/confirm`, token, {});
    return order;
  }
}

/** The order form's body as the browser sends it. */
export function orderForm(people: OrderPeople, items: OrderLine[], paymentMethod: 'CARD' | 'BANK_TRANSFER') {
  return {
    items,
    orderer: people.orderer,
    receiver: { ...people.receiver, email: '' },
    requestMessage: people.requestMessage,
    paymentMethod,
    ...(paymentMethod === 'BANK_TRANSFER' ? { depositorName: people.depositorName } : {}),
  };
}
