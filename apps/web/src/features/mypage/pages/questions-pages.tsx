import { QUESTION_BOARD_CODE } from '@shop/contracts';
import { BoardListScreen, type BoardScreenProps } from '@/components/boards/board-list.tsx';
import { BoardModifyScreen, BoardViewScreen, BoardWriteScreen } from '@/components/boards/board-screens.tsx';

/** /mypage/questions: the member's 1:1 문의 (the secret board `questions`) and its sub-routes. */
const board: BoardScreenProps = {
  code: QUESTION_BOARD_CODE,
  base: '/mypage/questions',
  title: '1:1 문의',
  description: '문의를 남겨주시면 담당자가 확인 후 답변드립니다. 작성한 문의는 본인만 볼 수 있습니다.',
};

export const QuestionsPage = () => <BoardListScreen {...board} />;
export const QuestionWritePage = () => <BoardWriteScreen {...board} />;
export const QuestionPage = () => <BoardViewScreen {...board} />;
export const QuestionModifyPage = () => <BoardModifyScreen {...board} />;
