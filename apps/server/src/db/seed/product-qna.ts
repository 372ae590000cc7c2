import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { productQuestions, products, users } from '../schema/index.ts';
import { demoAccounts } from './index.ts';

type DemoQuestion = {
  by: 'consumer' | 'promoter';
  subject: string | null;
  content: string;
  secret: boolean;
  answer?: string;
  hoursAgo: number;
};

/** Questions shoppers really ask about bathroom fittings; some secret, some answered. */
const demoQuestions: DemoQuestion[][] = [
  [
    {
      by: 'consumer',
      subject: '설치 가능 여부',
      content: '배수 간격이 305mm인데 이 제품 설치 가능한가요?',
      secret: false,
      answer: '안녕하세요. 본 제품은 배수 간격 305mm 기준으로 제작되어 별도 부속 없이 설치 가능합니다.',
      hoursAgo: 72,
    },
    {
      by: 'promoter',
      subject: '배송 일정',
      content: '주소는 경기도 성남시 분당구입니다. 이번 주 토요일 설치 가능할까요? 연락처 010-2345-6789',
      secret: true,
      answer: '고객님, 토요일 오전 설치 가능합니다. 배송 전날 기사님이 연락드립니다.',
      hoursAgo: 30,
    },
    {
      by: 'consumer',
      subject: null,
      content: '색상이 사진과 같은 순백색인가요?',
      secret: false,
      hoursAgo: 5,
    },
  ],
  [
    {
      by: 'consumer',
      subject: 'A/S 기간',
      content: '무상 A/S 기간이 구매일부터인가요, 설치일부터인가요?',
      secret: false,
      answer: '무상 A/S는 설치일 기준 2년입니다.',
      hoursAgo: 120,
    },
    {
      by: 'promoter',
      subject: '대량 구매 견적',
      content: '현장에 20대 납품하려고 합니다. 사업자 견적 가능할까요?',
      secret: true,
      hoursAgo: 10,
    },
  ],
  [
    {
      by: 'promoter',
      subject: '부속품 포함 여부',
      content: '앵글밸브와 연결 호스가 포함되어 있나요?',
      secret: false,
      answer: '앵글밸브는 별도이며, 연결 호스(50cm)는 기본 포함입니다.',
      hoursAgo: 48,
    },
  ],
];

/** Demo product questions on the first displayed products, written only when there are none. */
export async function seedDemoProductQuestions(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(productQuestions);
  if (Number(existing?.value) > 0) return false;
  const members = await db
    .select({ _id: users._id, username: users.username, type: users.type })
    .from(users)
    .where(
      inArray(users.username, [
        demoAccounts.operator.username,
        demoAccounts.consumer.username,
        demoAccounts.promoter.username,
      ]),
    );
  const byName = new Map(members.map((m) => [m.username, m._id]));
  const operator = byName.get(demoAccounts.operator.username);
  const shown = await db
    .select({ _id: products._id })
    .from(products)
    .where(eq(products.isDisplayed, true))
    .orderBy(asc(products.createdAt), asc(products._id))
    .limit(demoQuestions.length);
  if (!operator || shown.length === 0) return false;
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const rows = shown.flatMap((product, i) =>
    demoQuestions[i]!.flatMap((q) => {
      const author = byName.get(demoAccounts[q.by].username);
      if (!author) return [];
      const createdAt = ago(q.hoursAgo);
      const answeredAt = q.answer ? ago(q.hoursAgo - 2) : null;
      return [
        {
          _product: product._id,
          _user: author,
          subject: q.subject,
          content: q.content,
          secret: q.secret,
          answer: q.answer ?? null,
          answeredAt,
          _answerer: q.answer ? operator : null,
          createdAt,
          updatedAt: answeredAt ?? createdAt,
        },
      ];
    }),
  );
  if (rows.length === 0) return false;
  await db.insert(productQuestions).values(rows);
  return true;
}
