/** The promoter chunk: the layout and the screens of /promoter/*. */
export { PromoterHomePage } from './apply/promoter-home-page.tsx';
export { PromoterBankPage } from './bank/promoter-bank-page.tsx';
export { BonusesPage } from './pages/bonuses-page.tsx';
export { DashboardPage } from './pages/dashboard-page.tsx';
export { PromoteesPage } from './pages/promotees-page.tsx';
export { PromoteePurchasesPage, PromoterPurchasesPage } from './pages/purchases-page.tsx';
export { ScoresPage } from './pages/scores-page.tsx';
export { PromoterLayout } from './promoter-layout.tsx';
export {
  PromoterQuestionModifyPage,
  PromoterQuestionPage,
  PromoterQuestionsPage,
  PromoterQuestionWritePage,
} from './questions-pages.tsx';
export { PromoterWithdrawPage } from './withdraw/withdraw-page.tsx';
