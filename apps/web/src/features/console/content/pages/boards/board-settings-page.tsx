import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BoardSetting,
  boardKindLabel,
  boardKinds,
  boardRoleLabel,
  boardRoles,
  boardSettingInput,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { BackLink, EditorButtons, LoadFailure, SaveBar } from '@/components/console/editor.tsx';
import { placeServerError } from '@/components/console/form-errors.ts';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUnsavedChanges } from '@/components/console/unsaved-changes.ts';
import { Checkbox, SelectField, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { boardSettingsQuery, useDeleteBoard, useSaveBoard } from '../../api/boards.ts';

type Input = z.input<typeof boardSettingInput>;
type Output = z.output<typeof boardSettingInput>;
const memberRoles = boardRoles.filter((r) => r !== 'GUEST');
/** /mypage/questions and /promoter/questions read these boards by code: the code stays. */
export const SEEDED_BOARD_CODES: readonly string[] = ['questions', 'promoter-questions'];
const LIST = '/console/boards';

const toForm = (b: BoardSetting): Input => ({
  code: b.code,
  name: b.name,
  kind: b.kind,
  secret: b.secret,
  useFiles: b.useFiles,
  useThumb: b.useThumb,
  readRoles: b.readRoles,
  writeRoles: b.writeRoles.filter((r) => r !== 'GUEST') as Input['writeRoles'],
  commentRoles: b.commentRoles.filter((r) => r !== 'GUEST') as Input['commentRoles'],
});

/** /console/boards/:_board/settings (the board's code): its name, kind, secrecy, files, thumb and roles. */
export function ConsoleBoardSettingsPage() {
  const { _board = '' } = useParams();
  const board = useQuery({ ...boardSettingsQuery(), select: (all) => all.find((b) => b.code === _board) });
  return (
    <>
      <div className="mb-3">
        <BackLink to={LIST}>게시판 목록</BackLink>
      </div>
      <ConsolePageTitle
        title="게시판 설정"
        description={board.data ? `${board.data.name} (${board.data.code})` : `게시판 코드 ${_board}`}
      />
      {board.isPending ? (
        <Loading />
      ) : board.isError || !board.data ? (
        <LoadFailure
          error={board.error ?? new ApiError(404, '게시판을 찾을 수 없습니다', 'BOARD_NOT_FOUND')}
          notFound="게시판을 찾을 수 없습니다"
          listTo={LIST}
          listLabel="게시판 목록"
          onRetry={() => board.refetch()}
        />
      ) : (
        <BoardSettingsForm key={board.data._id} board={board.data} />
      )}
    </>
  );
}

export function BoardSettingsForm({ board }: { board: BoardSetting }) {
  const save = useSaveBoard(board._id);
  const remove = useDeleteBoard();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const seeded = SEEDED_BOARD_CODES.includes(board.code);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(boardSettingInput),
    defaultValues: toForm(board),
  });
  const leaving = useUnsavedChanges(isDirty);

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const saved = await save.mutateAsync(values);
      toast('게시판 설정을 저장했습니다');
      reset(toForm(saved));
      if (saved.code !== board.code) {
        leaving.current = true;
        navigate(`${LIST}/${saved.code}/settings`, { replace: true });
      }
    } catch (error) {
      placeServerError(error, ['code', 'name'] as const, setError);
      setMessage(errorMessage(error));
    }
  });

  const deleteBoard = async () => {
    if (!window.confirm(`'${board.name}' 게시판을 삭제하시겠습니까?`)) return;
    setMessage(null);
    try {
      await remove.mutateAsync(board._id);
      leaving.current = true;
      toast(`'${board.name}' 게시판을 삭제했습니다`);
      navigate(LIST, { replace: true });
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  const roleBoxes = (
    name: 'readRoles' | 'writeRoles' | 'commentRoles',
    legend: string,
    list: readonly string[],
  ) => (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {list.map((r) => (
          <Checkbox
            key={r}
            label={boardRoleLabel[r as keyof typeof boardRoleLabel]}
            value={r}
            {...register(name)}
          />
        ))}
      </div>
    </fieldset>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="게시판 설정">
      <Panel>
        <div className="grid max-w-2xl gap-5">
          <TextField
            label="코드"
            required
            readOnly={seeded}
            hint={
              seeded
                ? '1:1 문의 게시판은 회원 화면이 이 코드로 읽으므로 바꿀 수 없습니다'
                : '영문 소문자, 숫자, - (주소와 API의 code로 쓰입니다)'
            }
            error={errors.code?.message}
            {...register('code')}
          />
          <TextField label="이름" required error={errors.name?.message} {...register('name')} />
          <SelectField label="종류" {...register('kind')}>
            {boardKinds.map((k) => (
              <option key={k} value={k}>
                {boardKindLabel[k]}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-wrap gap-5">
            <Checkbox label="비밀 게시판 (작성자와 관리자만 봄)" {...register('secret')} />
            <Checkbox label="첨부파일" {...register('useFiles')} />
            <Checkbox label="대표 이미지" {...register('useThumb')} />
          </div>
          {roleBoxes('readRoles', '읽기 권한', boardRoles)}
          {roleBoxes('writeRoles', '쓰기 권한', memberRoles)}
          {roleBoxes('commentRoles', '댓글 권한', memberRoles)}
          <p className="text-sm text-muted">
            게시글 {board.postCount.toLocaleString('ko-KR')}건 · 권한을 하나도 고르지 않으면 관리자만 할 수
            있습니다.
          </p>
        </div>
      </Panel>
      <SaveBar message={message} invalid={Object.keys(errors).length > 0}>
        <EditorButtons
          listTo={LIST}
          isNew={false}
          saving={isSubmitting}
          onDelete={deleteBoard}
          deleteLabel="게시판 삭제"
          deleting={remove.isPending}
        />
      </SaveBar>
    </form>
  );
}
