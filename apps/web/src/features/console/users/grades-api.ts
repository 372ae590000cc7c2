import {
  consoleGradesEnvelope,
  consoleLevelsEnvelope,
  type GradeChangeInput,
  type GradeInput,
  gradeVersionEnvelope,
  type LevelChangeInput,
  type LevelInput,
  levelVersionEnvelope,
  type MemberGradeInput,
  memberGradeEnvelope,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The grade ladder, the 장려 levels and a member's grade in the console (DOMAIN.md "Grades"). */

export const consoleGradesQuery = () =>
  queryOptions({
    queryKey: ['console', 'grades'],
    queryFn: () => api.get('/api/console/users/grades', consoleGradesEnvelope),
  });

export const consoleLevelsQuery = () =>
  queryOptions({
    queryKey: ['console', 'levels'],
    queryFn: () => api.get('/api/console/levels', consoleLevelsEnvelope),
  });

export const memberGradeQuery = (_user: string) =>
  queryOptions({
    queryKey: ['console', 'grades', 'member', _user],
    queryFn: () => api.get(`/api/console/users/${_user}/grade`, memberGradeEnvelope),
  });

function useInvalidating<T>(key: string, mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', key] }),
  });
}

/** POST a new grade, or PUT a new version of `code`. */
export const useSaveGrade = () =>
  useInvalidating('grades', ({ code, input }: { code?: string; input: GradeInput | GradeChangeInput }) =>
    code
      ? api.put(`/api/console/users/grades/${code}`, gradeVersionEnvelope, input)
      : api.post('/api/console/users/grades', gradeVersionEnvelope, input),
  );
export const useCancelGradeVersion = () =>
  useInvalidating('grades', (_id: string) => api.delete(`/api/console/users/grades/versions/${_id}`, null));

export const useSaveLevel = () =>
  useInvalidating('levels', ({ code, input }: { code?: string; input: LevelInput | LevelChangeInput }) =>
    code
      ? api.put(`/api/console/levels/${code}`, levelVersionEnvelope, input)
      : api.post('/api/console/levels', levelVersionEnvelope, input),
  );
export const useCancelLevelVersion = () =>
  useInvalidating('levels', (_id: string) => api.delete(`/api/console/levels/versions/${_id}`, null));

/** The member's page shows the history row the change writes, so its query is refreshed too. */
export function useSetMemberGrade(_user: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberGradeInput) =>
      api.put(`/api/console/users/${_user}/grade`, memberGradeEnvelope, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['console', 'grades'] }),
        queryClient.invalidateQueries({ queryKey: ['console', 'users'] }),
      ]),
  });
}
