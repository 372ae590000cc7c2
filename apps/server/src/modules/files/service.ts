import type { ConsoleFile, FileOwnerKind, filesQuery } from '@shop/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  banners,
  boardPosts,
  brands,
  centerPages,
  exhibitions,
  inquiries,
  notifications,
  popups,
  products,
  reviews,
  showrooms,
} from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { stemOf } from '../../storage/images.ts';
import { isPrivateKey, type StoredFile, safeKey } from '../../storage/storage.ts';

/**
 * The console's file list (GET/DELETE /api/console/files). There is no table of uploads: each module
 * stores a row's files in the row's own folder (`shop/products/{_id}/…`, `banners/{_id}/…`, see
 * content/files.ts), so a file belongs to the row its folder names, and is unused once that row is
 * gone (or, for a product, no longer points at the image). Editor images (`editor/{name}`) are used
 * while some rich text still contains their name.
 */

type Owner = { kind: FileOwnerKind; _owner: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Folder prefix → kind and the table whose row owns the folder. */
const folders: { prefix: string; kind: FileOwnerKind; table: PgTable & { _id: PgColumn } }[] = [
  { prefix: 'shop/products/', kind: 'PRODUCT', table: products },
  { prefix: 'shop/brands/', kind: 'BRAND', table: brands },
  { prefix: 'shop/exhibitions/', kind: 'EXHIBITION', table: exhibitions },
  { prefix: 'shop/showrooms/', kind: 'SHOWROOM', table: showrooms },
  { prefix: 'shop/reviews/', kind: 'REVIEW', table: reviews },
  { prefix: 'banners/', kind: 'BANNER', table: banners },
  { prefix: 'popups/', kind: 'POPUP', table: popups },
  { prefix: 'boards/', kind: 'BOARD_POST', table: boardPosts },
  { prefix: 'private/inquiries/', kind: 'INQUIRY', table: inquiries },
];
const EDITOR_PREFIX = 'editor/';
/** The rich-text columns an editor image can be placed in. */
const richText = [
  products.description,
  boardPosts.content,
  exhibitions.content,
  popups.content,
  notifications.content,
  centerPages.content,
];

export function ownerOf(key: string): Owner {
  if (key.startsWith(EDITOR_PREFIX)) return { kind: 'EDITOR', _owner: null };
  for (const f of folders) {
    if (!key.startsWith(f.prefix)) continue;
    const _owner = key.slice(f.prefix.length).split('/')[0] ?? '';
    return { kind: f.kind, _owner: UUID.test(_owner) ? _owner : null };
  }
  return { kind: 'OTHER', _owner: null };
}

export const fileIdOf = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
const keyOf = (_id: string) => Buffer.from(_id, 'base64url').toString('utf8');

/** Which of these files something still uses: one query per kind of folder, one for editor images. */
async function usedKeys(ctx: ShopContext, files: StoredFile[]): Promise<Set<string>> {
  const used = new Set<string>();
  const byKind = new Map<FileOwnerKind, { key: string; _owner: string | null }[]>();
  for (const file of files) {
    const owner = ownerOf(file.key);
    byKind.set(owner.kind, [...(byKind.get(owner.kind) ?? []), { key: file.key, _owner: owner._owner }]);
  }
  for (const f of folders) {
    const entries = byKind.get(f.kind) ?? [];
    const ids = [...new Set(entries.flatMap((e) => (e._owner ? [e._owner] : [])))];
    if (ids.length === 0) continue;
    if (f.kind === 'PRODUCT') {
      // A replaced or removed product image stays on disk: only the stems the row points at are used.
      const rows = await ctx.db
        .select({ _id: products._id, thumb: products.thumb, images: products.images })
        .from(products)
        .where(inArray(products._id, ids));
      const stems = new Map(
        rows.map((r) => [r._id, new Set([...(r.thumb ? [r.thumb] : []), ...r.images].map(stemOf))]),
      );
      for (const e of entries) {
        const file = e.key.split('/').at(-1) ?? '';
        if (e._owner && stems.get(e._owner)?.has(stemOf(file))) used.add(e.key);
      }
      continue;
    }
    const rows = await ctx.db.select({ _id: f.table._id }).from(f.table).where(inArray(f.table._id, ids));
    const alive = new Set(rows.map((r) => r._id as string));
    for (const e of entries) if (e._owner && alive.has(e._owner)) used.add(e.key);
  }
  for (const e of byKind.get('EDITOR') ?? []) {
    const name = e.key.slice(EDITOR_PREFIX.length);
    const found = await ctx.db.execute(
      sql`select 1 from (${sql.join(
        richText.map((column) => sql`select 1 from ${column.table} where position(${name} in ${column}) > 0`),
        sql` union all `,
      )}) hits limit 1`,
    );
    if (rowsOf(found).length > 0) used.add(e.key);
  }
  return used;
}

/** node-postgres answers `{ rows }`, PGlite `{ rows }` too; an array is accepted for safety. */
const rowsOf = (result: unknown): unknown[] =>
  Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);

function toConsoleFile(file: StoredFile, used: boolean): ConsoleFile {
  const owner = ownerOf(file.key);
  return {
    _id: fileIdOf(file.key),
    key: file.key,
    url: isPrivateKey(file.key) ? null : `/res/${file.key}`,
    size: file.size,
    modifiedAt: file.modifiedAt.toISOString(),
    kind: owner.kind,
    usedBy: used ? { _id: owner._owner } : null,
  };
}

export async function listFiles(
  ctx: ShopContext,
  query: z.output<typeof filesQuery>,
  paging: Paging,
): Promise<{ totalCount: number; totalSize: number; files: ConsoleFile[] }> {
  const stored = (await ctx.storage.list()).filter((f) => !query.kind || ownerOf(f.key).kind === query.kind);
  const used = await usedKeys(ctx, stored);
  const matching = stored
    .filter((f) => query.used === undefined || used.has(f.key) === (query.used === 'true'))
    .sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime() || a.key.localeCompare(b.key));
  return {
    totalCount: matching.length,
    totalSize: matching.reduce((sum, f) => sum + f.size, 0),
    files: matching
      .slice(paging.skip, paging.skip + paging.limit)
      .map((f) => toConsoleFile(f, used.has(f.key))),
  };
}

/** Deletes a file nothing uses: 404 for an unknown one, 409 for one in use. */
export async function deleteFile(ctx: ShopContext, _id: string): Promise<void> {
  const missing = () => notFound('FILE_NOT_FOUND', '파일을 찾을 수 없습니다');
  let key: string;
  try {
    key = safeKey(keyOf(_id));
  } catch {
    throw missing();
  }
  if (!key || !(await ctx.storage.exists(key))) throw missing();
  const used = await usedKeys(ctx, [{ key, size: 0, modifiedAt: ctx.now }]);
  if (used.has(key)) throw conflict('FILE_IN_USE', '사용 중인 파일은 삭제할 수 없습니다');
  await ctx.storage.remove(key);
}
