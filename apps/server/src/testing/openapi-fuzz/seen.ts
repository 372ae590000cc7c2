/** Values seen in answers, by normalised name: ids by resource, codes by resource, other short strings by key. */
export type Seen = {
  ids: Map<string, string[]>;
  codes: Map<string, string[]>;
  scalars: Map<string, string[]>;
};

export const newSeen = (): Seen => ({ ids: new Map(), codes: new Map(), scalars: new Map() });

/** `band-banners`, `bandBanners`, `bandBanner` → `bandbanner`. */
export function resourceName(key: string): string {
  const flat = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (flat.endsWith('ies')) return `${flat.slice(0, -3)}y`;
  if (flat.endsWith('s') && !flat.endsWith('ss')) return flat.slice(0, -1);
  return flat;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function remember(map: Map<string, string[]>, key: string, value: string) {
  const list = map.get(key) ?? [];
  if (!list.includes(value) && list.length < 20) list.push(value);
  map.set(key, list);
}

/** Collects ids, codes and short strings from an answer, under the name of the key that holds them. */
export function harvest(seen: Seen, value: unknown, key = ''): void {
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) harvest(seen, item, key);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const resource = resourceName(key);
  if (resource && typeof record._id === 'string') remember(seen.ids, resource, record._id);
  if (resource && typeof record.code === 'string') remember(seen.codes, resource, record.code);
  for (const [k, v] of Object.entries(record)) {
    if (k.startsWith('_') && k !== '_id' && typeof v === 'string' && UUID.test(v)) {
      remember(seen.ids, resourceName(k.slice(1)), v);
    } else if (typeof v === 'string' && v.length <= 60) {
      remember(seen.scalars, resourceName(k), v);
    } else if (typeof v === 'object') {
      harvest(seen, v, k);
    }
  }
}
