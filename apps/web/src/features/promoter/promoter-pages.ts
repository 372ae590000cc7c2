/** The promoter chunk. Its screens arrive in later issues; the layout is here already. */
export { PromoterHomePage } from './apply/promoter-home-page.tsx';
export { PromoterBankPage } from './bank/promoter-bank-page.tsx';
export { PromoterLayout } from './promoter-layout.tsx';
export {
  PromoterQuestionModifyPage,
  PromoterQuestionPage,
  PromoterQuestionsPage,
  PromoterQuestionWritePage,
} from './questions-pages.tsx';
