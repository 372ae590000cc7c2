/** The promoter chunk. Its screens arrive in later issues; the layout is here already. */
export { PromoterLayout } from './promoter-layout.tsx';
export {
  PromoterQuestionModifyPage,
  PromoterQuestionPage,
  PromoterQuestionsPage,
  PromoterQuestionWritePage,
} from './questions-pages.tsx';
export { PromoterWithdrawPage } from './withdraw/withdraw-page.tsx';
