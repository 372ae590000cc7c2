import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFoundBody } from './http/errors.ts';
import { guardEveryRoute } from './http/openapi.ts';
import type { BankVerifier } from './integrations/bank-verification/index.ts';
import type { IdentityCertifier } from './integrations/kcp/index.ts';
import type { MessageProvider } from './integrations/messaging/index.ts';
import type { PaymentGateway } from './integrations/nicepay/index.ts';
import type { SocialProviders } from './integrations/oauth/index.ts';
import { auditConsole } from './modules/audit/console.ts';
import { mySocialRoutes } from './modules/auth/social-routes.ts';
import { boardsConsole } from './modules/boards/console.ts';
import { boardRoutes } from './modules/boards/routes.ts';
import { bonusesConsole } from './modules/bonuses/console.ts';
import { scoresConsole } from './modules/bonuses/scores-console.ts';
import { cartConsole } from './modules/cart/console.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { cashReceiptConsole } from './modules/cash-receipts/console.ts';
import { catalogConsole } from './modules/catalog/console/index.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { centerConsole } from './modules/center/console.ts';
import { centerRoutes } from './modules/center/routes.ts';
import { claimConsole } from './modules/claims/console.ts';
import { claimRoutes } from './modules/claims/routes.ts';
import { codesConsole } from './modules/codes/console.ts';
import { contentConsole } from './modules/content/console/index.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { couponsConsole } from './modules/coupons/console.ts';
import { couponRoutes } from './modules/coupons/routes.ts';
import { dashboardConsole } from './modules/dashboard/console.ts';
import { filesConsole } from './modules/files/console.ts';
import { gradesConsole } from './modules/grades/console.ts';
import { inquiriesConsole } from './modules/inquiries/console.ts';
import { inquiriesRoutes } from './modules/inquiries/routes.ts';
import { likeRoutes } from './modules/likes/routes.ts';
import { memberRequestsConsole } from './modules/member-requests/console.ts';
import { memberRequestRoutes } from './modules/member-requests/routes.ts';
import { messagesConsoleRoutes } from './modules/messages/console.ts';
import { naverEpConsole } from './modules/naver-ep/routes.ts';
import { orderConsole } from './modules/orders/console.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { pointsConsole } from './modules/points/console.ts';
import { pointRoutes } from './modules/points/routes.ts';
import { productQnaConsole } from './modules/product-qna/console.ts';
import { productQnaRoutes } from './modules/product-qna/routes.ts';
import { promoterBankRoutes } from './modules/promoter-bank/routes.ts';
import { promoterRoutes } from './modules/promoters/routes.ts';
import { reviewsConsole } from './modules/reviews/console.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { settingConsole } from './modules/settings/console.ts';
import { settingRoutes } from './modules/settings/routes.ts';
import { settlementsConsole } from './modules/settlements/console.ts';
import { settlementRoutes } from './modules/settlements/routes.ts';
import { statisticsConsole } from './modules/statistics/console.ts';
import { termsConsoleRoutes } from './modules/terms/console.ts';
import { termRoutes } from './modules/terms/routes.ts';
import { userConsole } from './modules/users/console.ts';
import { recoveryRoutes } from './modules/users/recovery-routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { withdrawalsConsole } from './modules/withdrawals/console.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';

/** /api/v1: the storefront's, the member's and the promoter's routes, a table of their modules. */
export const storefrontApi =
  ({
    gateway,
    identity,
    bankVerifier,
    socialProviders,
  }: {
    gateway: PaymentGateway;
    identity: IdentityCertifier;
    bankVerifier: BankVerifier;
    socialProviders: SocialProviders;
  }): FastifyPluginAsyncZod =>
  async (v1) => {
    await v1.register(settingRoutes);
    await v1.register(termRoutes);
    await v1.register(userRoutes);
    await v1.register(recoveryRoutes(identity));
    await v1.register(catalogRoutes);
    await v1.register(likeRoutes);
    await v1.register(cartRoutes);
    await v1.register(orderRoutes);
    await v1.register(claimRoutes(gateway));
    await v1.register(contentRoutes);
    await v1.register(centerRoutes);
    await v1.register(inquiriesRoutes);
    await v1.register(pointRoutes);
    await v1.register(promoterRoutes);
    await v1.register(couponRoutes);
    await v1.register(productQnaRoutes);
    await v1.register(reviewRoutes);
    await v1.register(boardRoutes);
    await v1.register(mySocialRoutes(socialProviders));
    await v1.register(settlementRoutes);
    await v1.register(withdrawalRoutes);
    await v1.register(promoterBankRoutes(bankVerifier));
    await v1.register(memberRequestRoutes);
  };

/** /api/console: every operator route, behind one guard, a table of their modules. */
export const consoleApi =
  ({
    gateway,
    messageProvider,
  }: {
    gateway: PaymentGateway;
    messageProvider: MessageProvider;
  }): FastifyPluginAsyncZod =>
  async (operator) => {
    guardEveryRoute(operator, operator.requireOperator); // no console route can forget it
    // Unknown console paths pass the same guard, so a guest cannot map the console by its 404s.
    // A route, not only a not-found handler: the web app's GET /* would otherwise answer them first.
    for (const url of ['/', '/*']) {
      operator.all(url, { schema: { hide: true } }, (_req, reply) => reply.status(404).send(notFoundBody));
    }
    operator.setNotFoundHandler((_req, reply) => reply.status(404).send(notFoundBody));
    await operator.register(userConsole);
    await operator.register(catalogConsole);
    await operator.register(contentConsole);
    await operator.register(centerConsole);
    await operator.register(inquiriesConsole);
    await operator.register(productQnaConsole);
    await operator.register(settingConsole);
    await operator.register(filesConsole);
    await operator.register(cartConsole);
    await operator.register(orderConsole);
    await operator.register(claimConsole(gateway));
    await operator.register(cashReceiptConsole);
    await operator.register(codesConsole);
    await operator.register(pointsConsole);
    await operator.register(couponsConsole);
    await operator.register(reviewsConsole);
    await operator.register(boardsConsole);
    await operator.register(settlementsConsole);
    await operator.register(bonusesConsole);
    await operator.register(withdrawalsConsole);
    await operator.register(scoresConsole);
    await operator.register(gradesConsole);
    await operator.register(memberRequestsConsole);
    await operator.register(auditConsole);
    await operator.register(statisticsConsole);
    await operator.register(dashboardConsole);
    await operator.register(termsConsoleRoutes);
    await operator.register(naverEpConsole);
    await operator.register(messagesConsoleRoutes(messageProvider));
  };
