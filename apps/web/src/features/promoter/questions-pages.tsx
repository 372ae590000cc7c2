import { PROMOTER_QUESTION_BOARD_CODE } from '@shop/contracts';
import { BoardListScreen, type BoardScreenProps } from '@/components/boards/board-list.tsx';
import { BoardModifyScreen, BoardViewScreen, BoardWriteScreen } from '@/components/boards/board-screens.tsx';

/** /promoter/questions: 정회원 문의 (the promoters' secret board `promoter-questions`). */
const board: BoardScreenProps = {
  code: PROMOTER_QUESTION_BOARD_CODE,
  base: '/promoter/questions',
  title: '정회원 문의',
  description: '수당, 정산, 추천회원에 관한 문의를 남겨주세요. 작성한 문의는 본인만 볼 수 있습니다.',
};

export const PromoterQuestionsPage = () => <BoardListScreen {...board} />;
export const PromoterQuestionWritePage = () => <BoardWriteScreen {...board} />;
export const PromoterQuestionPage = () => <BoardViewScreen {...board} />;
export const PromoterQuestionModifyPage = () => <BoardModifyScreen {...board} />;
