import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, asPromoter, asShopper, makeMember } from '../../testing/members.ts';

let app: TestApp;
type Session = { headers: Record<string, string> };
let shopper: Session;
let other: Session;
let promoter: Session;
let operator: Session;

beforeAll(async () => {
  app = await buildTestApp();
  shopper = await asShopper(app);
  other = await makeMember(app);
  promoter = await asPromoter(app);
  operator = await asOperator(app);
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const write = (headers: Headers, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/boards', headers, payload: { code: 'questions', ...payload } });
const list = (headers: Headers, code = 'questions') =>
  app.inject({ method: 'GET', url: `/api/v1/boards?code=${code}`, headers });
const answer = (_id: string, content: string) =>
  app.inject({
    method: 'POST',
    url: `/api/console/center/questions/${_id}/comments`,
    headers: operator.headers,
    payload: { content },
  });

/** A multipart body: plain fields first, then one file. */
function form(
  headers: Headers,
  fields: Record<string, string>,
  file: { field: string; name: string; body: Buffer },
) {
  const b = '----boardtest';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${b}` } };
}

describe('POST /api/v1/boards (1:1 문의)', () => {
  it('stores a member question as a secret 답변대기 post', async () => {
    const res = await write(shopper.headers, { subject: '배송 문의', content: '언제 오나요?' });
    expect(res.statusCode).toBe(201);
    expect(res.json().board).toMatchObject({
      code: 'questions',
      subject: '배송 문의',
      secret: true,
      state: 'WAITING',
      mine: true,
      files: [],
      comments: [],
    });
  });
  it('answers 400 with the Korean message for an empty subject', async () => {
    const res = await write(shopper.headers, { subject: ' ', content: '내용' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('제목을 입력해주세요');
  });
  it('answers 401 for a guest', async () => {
    const res = await write({}, { subject: '비회원', content: '내용' });
    expect(res.statusCode).toBe(401);
  });
  it('answers 404 for an unknown board', async () => {
    const res = await write(shopper.headers, { code: 'nope', subject: '제목', content: '내용' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('게시판을 찾을 수 없습니다');
  });
  it('refuses a consumer on the promoters’ board (403) and takes a promoter', async () => {
    const refused = await write(shopper.headers, {
      code: 'promoter-questions',
      subject: '정산',
      content: '문의',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('글을 쓸 수 있는 권한이 없습니다');
    const listed = await list(shopper.headers, 'promoter-questions');
    expect(listed.statusCode).toBe(403);
    const ok = await write(promoter.headers, {
      code: 'promoter-questions',
      subject: '정산',
      content: '문의',
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('secret boards hide others’ posts', () => {
  let mine: string;
  beforeAll(async () => {
    mine = (await write(shopper.headers, { subject: '내 문의', content: '비밀 내용' })).json().board._id;
  });
  it('lists only the caller’s own posts, with the 답변대기 count', async () => {
    await write(other.headers, { subject: '남의 문의', content: '다른 회원' });
    const res = await list(shopper.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.board).toMatchObject({ code: 'questions', name: '1:1 문의', canWrite: true });
    expect(body.boards.every((p: { mine: boolean }) => p.mine)).toBe(true);
    expect(body.boards.some((p: { subject: string }) => p.subject === '남의 문의')).toBe(false);
    expect(body.summary.waitingCount).toBe(body.summary.totalCount);
  });
  it('answers 404 for another member’s post, its comments and its files', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/boards/${mine}`, headers: other.headers })).statusCode,
    ).toBe(404);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/boards/${mine}`,
      headers: other.headers,
      payload: { subject: '바꿈', content: '바꿈' },
    });
    expect(put.statusCode).toBe(404);
    const comments = await app.inject({
      method: 'GET',
      url: `/api/v1/boards/${mine}/comments`,
      headers: other.headers,
    });
    expect(comments.statusCode).toBe(404);
  });
  it('asks a guest to log in (401) on a members’ board', async () => {
    expect((await list({})).statusCode).toBe(401);
  });
  it('counts a view and shows the post to its author', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/boards/${mine}`, headers: shopper.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().board).toMatchObject({ subject: '내 문의', views: 1 });
  });
});

describe('answering: 답변완료, then the author may no longer change it', () => {
  let _id: string;
  beforeAll(async () => {
    _id = (await write(shopper.headers, { subject: '교환 문의', content: '교환되나요?' })).json().board._id;
  });
  it('lets the author edit while 답변대기', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/boards/${_id}`,
      headers: shopper.headers,
      payload: { subject: '교환 문의 (수정)', content: '색상 교환되나요?' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().board.subject).toBe('교환 문의 (수정)');
  });
  it('turns 답변완료 with the operator’s comment, shown to the member', async () => {
    const res = await answer(_id, '네, 가능합니다.');
    expect(res.statusCode).toBe(201);
    expect(res.json().comment).toMatchObject({ byOperator: true, author: '관리자' });
    const seen = (
      await app.inject({ method: 'GET', url: `/api/v1/boards/${_id}`, headers: shopper.headers })
    ).json();
    expect(seen.board.state).toBe('ANSWERED');
    expect(seen.board.comments[0].content).toBe('네, 가능합니다.');
  });
  it('answers 422 when the author edits or deletes an answered question', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/boards/${_id}`,
      headers: shopper.headers,
      payload: { subject: '또 수정', content: '또' },
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().message).toBe('답변이 등록된 문의는 수정할 수 없습니다');
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/boards/${_id}`,
      headers: shopper.headers,
    });
    expect(del.statusCode).toBe(422);
  });
  it('goes back to 답변대기 when the operator removes the answer', async () => {
    const detail = (
      await app.inject({
        method: 'GET',
        url: `/api/console/center/questions/${_id}`,
        headers: operator.headers,
      })
    ).json();
    const commentId = detail.board.comments[0]._id;
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/console/center/questions/${_id}/comments/${commentId}`,
      headers: operator.headers,
    });
    expect(del.statusCode).toBe(204);
    const seen = (
      await app.inject({ method: 'GET', url: `/api/v1/boards/${_id}`, headers: shopper.headers })
    ).json();
    expect(seen.board.state).toBe('WAITING');
  });
});

describe('comments', () => {
  let _id: string;
  let commentId: string;
  beforeAll(async () => {
    _id = (await write(shopper.headers, { subject: '댓글 문의', content: '내용' })).json().board._id;
  });
  it('lets the author comment on their own question without answering it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/boards/${_id}/comments`,
      headers: shopper.headers,
      payload: { content: '추가로 여쭙니다' },
    });
    expect(res.statusCode).toBe(201);
    commentId = res.json().comment._id;
    const listed = await app.inject({
      method: 'GET',
      url: `/api/v1/boards/${_id}/comments`,
      headers: shopper.headers,
    });
    expect(listed.json().comments).toHaveLength(1);
    const post = (
      await app.inject({ method: 'GET', url: `/api/v1/boards/${_id}`, headers: shopper.headers })
    ).json();
    expect(post.board.state).toBe('WAITING');
  });
  it('answers 400 for an empty comment', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/boards/${_id}/comments`,
      headers: shopper.headers,
      payload: { content: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('댓글 내용을 입력해주세요');
  });
  it('edits and deletes one’s own comment', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/boards/${_id}/comments/${commentId}`,
      headers: shopper.headers,
      payload: { content: '고친 댓글' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().comment.content).toBe('고친 댓글');
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/boards/${_id}/comments/${commentId}`,
      headers: shopper.headers,
    });
    expect(del.statusCode).toBe(204);
  });
});

describe('files and thumb', () => {
  let _id: string;
  beforeAll(async () => {
    _id = (await write(shopper.headers, { subject: '파일 문의', content: '사진 첨부합니다' })).json().board
      ._id;
  });
  it('attaches a file under its own name and serves it from /res', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/boards/${_id}/files`,
      ...form(
        shopper.headers,
        { _board: _id, index: '0' },
        { field: 'file', name: '견적서.pdf', body: Buffer.from('%PDF-1.4 test') },
      ),
    });
    expect(res.statusCode).toBe(200);
    const [file] = res.json().board.files;
    expect(file).toMatchObject({ index: 0, name: '견적서.pdf', size: 13 });
    const got = await app.inject({ method: 'GET', url: file.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/boards/${_id}/files/${file._id}`,
      headers: shopper.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().board.files).toEqual([]);
  });
  it('refuses a file type the browser would run (400) and a bad place (400)', async () => {
    const html = await app.inject({
      method: 'POST',
      url: `/api/v1/boards/${_id}/files`,
      ...form(
        shopper.headers,
        { _board: _id },
        { field: 'file', name: 'x.html', body: Buffer.from('<script>') },
      ),
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toContain('첨부할 수 없는 파일 형식입니다');
    const place = await app.inject({
      method: 'POST',
      url: `/api/v1/boards/${_id}/files`,
      ...form(shopper.headers, { index: '7' }, { field: 'file', name: 'a.pdf', body: Buffer.from('x') }),
    });
    expect(place.statusCode).toBe(400);
  });
  it('answers 404 for another member’s post and 401 for a guest', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/boards/${_id}/files`,
      ...form(other.headers, {}, { field: 'file', name: 'a.pdf', body: Buffer.from('x') }),
    });
    expect(res.statusCode).toBe(404);
    const guest = await app.inject({
      method: 'POST',
      url: `/api/v1/boards/${_id}/files`,
      ...form({}, {}, { field: 'file', name: 'a.pdf', body: Buffer.from('x') }),
    });
    expect(guest.statusCode).toBe(401);
  });
  it('answers 422 for a thumb on a board without thumbs', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/boards/${_id}/thumb`,
      ...form(shopper.headers, {}, { field: 'thumb', name: 'a.png', body: Buffer.from('x') }),
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('a public board: only the author edits or deletes', () => {
  let _id: string;
  beforeAll(async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/console/boards/settings',
      headers: operator.headers,
      payload: {
        code: 'free',
        name: '자유게시판',
        useThumb: true,
        writeRoles: ['CONSUMER', 'PROMOTER'],
        commentRoles: ['CONSUMER', 'PROMOTER'],
      },
    });
    expect(created.statusCode).toBe(201);
    _id = (
      await write(shopper.headers, { code: 'free', subject: '설치 후기', content: '잘 달았어요' })
    ).json().board._id;
  });
  it('lets a guest read the list and the post', async () => {
    const res = await list({}, 'free');
    expect(res.statusCode).toBe(200);
    expect(res.json().boards[0]).toMatchObject({ subject: '설치 후기', mine: false, state: null });
    expect(res.json().boards[0].author).toMatch(/\*\*\*$/);
    expect((await app.inject({ method: 'GET', url: `/api/v1/boards/${_id}` })).statusCode).toBe(200);
  });
  it('answers 403 when someone else edits or deletes it', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/boards/${_id}`,
      headers: other.headers,
      payload: { subject: '남이 수정', content: '남이' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('작성자만 수정하거나 삭제할 수 있습니다');
    const del = await app.inject({ method: 'DELETE', url: `/api/v1/boards/${_id}`, headers: other.headers });
    expect(del.statusCode).toBe(403);
  });
  it('answers 403 when someone else edits another’s comment', async () => {
    const made = await app.inject({
      method: 'POST',
      url: `/api/v1/boards/${_id}/comments`,
      headers: shopper.headers,
      payload: { content: '좋아요' },
    });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/boards/${_id}/comments/${made.json().comment._id}`,
      headers: other.headers,
      payload: { content: '바꿈' },
    });
    expect(res.statusCode).toBe(403);
  });
  it('lets the author delete it', async () => {
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/boards/${_id}`,
      headers: shopper.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/v1/boards/${_id}` })).statusCode).toBe(404);
  });
});
