import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { indexScreen, screen } from '@/components/routing/route-kit.tsx';
import { memberOnly, promoterOnly } from '@/lib/routing/guard.ts';
import { guardLoader } from '@/lib/routing/route-guard.ts';
import { bonusTabOf } from './bonus-tab.ts';

const chunk = () => import('./promoter-pages.ts');

export { bonusTabOf };

/**
 * /promoter/bonuses__:tab. React Router matches whole segments only, so one dynamic segment takes
 * every other /promoter/x path and answers 404 unless it is `bonuses__<tab>`.
 */
const bonusTabScreen: RouteObject = {
  ...screen(':segment', '수당 내역', promoterOnly, async () => (await chunk()).BonusesPage),
  loader: (args: LoaderFunctionArgs) => {
    guardLoader(promoterOnly)(args);
    if (!bonusTabOf(args.params.segment)) throw new Response('Not Found', { status: 404 });
    return null;
  },
};

/** /promoter/*: for promoters (정회원) only. */
export const promoterRoutes: RouteObject = {
  path: 'promoter',
  lazy: { Component: async () => (await chunk()).PromoterLayout },
  children: [
    indexScreen('추천인 센터', memberOnly, async () => (await chunk()).PromoterHomePage),
    screen('dashboard', '대시보드', promoterOnly, async () => (await chunk()).DashboardPage),
    screen('bonuses', '수당 내역', promoterOnly, async () => (await chunk()).BonusesPage),
    bonusTabScreen,
    screen('bonuses-withdraw', '수당 출금', promoterOnly, async () => (await chunk()).PromoterWithdrawPage),
    screen(
      'promotee-purchases',
      '추천회원 구매내역',
      promoterOnly,
      async () => (await chunk()).PromoteePurchasesPage,
    ),
    screen(
      'promoter-purchases',
      '본인 구매내역',
      promoterOnly,
      async () => (await chunk()).PromoterPurchasesPage,
    ),
    screen('scores', '실적 점수', promoterOnly, async () => (await chunk()).ScoresPage),
    screen('bank', '정산 계좌', promoterOnly, async () => (await chunk()).PromoterBankPage),
    screen('promotees', '추천회원', promoterOnly, async () => (await chunk()).PromoteesPage),
    // 정회원 문의 with the board sub-routes: list at root, create, write, {_id} view, {_id}/modify
    screen('questions', '정회원 문의', promoterOnly, async () => (await chunk()).PromoterQuestionsPage),
    screen(
      'questions/create',
      '정회원 문의 작성',
      promoterOnly,
      async () => (await chunk()).PromoterQuestionWritePage,
    ),
    screen(
      'questions/write',
      '정회원 문의 작성',
      promoterOnly,
      async () => (await chunk()).PromoterQuestionWritePage,
    ),
    screen('questions/:_id', '정회원 문의', promoterOnly, async () => (await chunk()).PromoterQuestionPage),
    screen(
      'questions/:_id/modify',
      '정회원 문의 수정',
      promoterOnly,
      async () => (await chunk()).PromoterQuestionModifyPage,
    ),
  ],
};
