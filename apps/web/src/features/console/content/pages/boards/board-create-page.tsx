import { zodResolver } from '@hookform/resolvers/zod';
import { boardKindLabel, boardKinds, boardRoleLabel, boardRoles, boardSettingInput } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '@/components/console/fields.tsx';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Checkbox, SelectField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSaveBoard } from '../../api/boards.ts';

type Input = z.input<typeof boardSettingInput>;
type Output = z.output<typeof boardSettingInput>;
const memberRoles = boardRoles.filter((r) => r !== 'GUEST');

/** /console/boards/create: a new board (code, name, kind, secrecy, files, thumb, roles). */
export function ConsoleBoardCreatePage() {
  const save = useSaveBoard();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(boardSettingInput),
    defaultValues: {
      code: '',
      name: '',
      kind: 'GENERAL',
      secret: false,
      useFiles: true,
      useThumb: false,
      readRoles: ['GUEST', 'CONSUMER', 'PROMOTER'],
      writeRoles: ['CONSUMER', 'PROMOTER'],
      commentRoles: ['CONSUMER', 'PROMOTER'],
    },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const board = await save.mutateAsync(values);
      toast('게시판을 만들었습니다');
      navigate(`/console/boards/${board.code}`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
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
    <>
      <ConsolePageTitle
        title="게시판 만들기"
        description="관리자는 권한과 관계없이 모든 게시판을 읽고 씁니다."
      />
      <Panel>
        <form onSubmit={submit} noValidate className="grid max-w-2xl gap-5" aria-label="게시판 만들기">
          <TextField
            label="코드"
            required
            hint="영문 소문자, 숫자, - (주소와 API의 code로 쓰입니다)"
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
          <FormAlert>{failure}</FormAlert>
          <div className="flex gap-2">
            <ButtonLink to="/console/boards" variant="outline">
              목록
            </ButtonLink>
            <Button type="submit" disabled={isSubmitting}>
              만들기
            </Button>
          </div>
        </form>
      </Panel>
    </>
  );
}
