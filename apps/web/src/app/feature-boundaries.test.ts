import { describe, expect, it } from 'vitest';
import config from '../../biome.json';

/**
 * Biome's noRestrictedImports (apps/web/biome.json) holds the direction of imports: one override per
 * feature says which imports leave it. A feature folder without its override would be unguarded.
 */
const guarded = new Set(config.overrides.flatMap((o) => o.includes));
const sources = Object.keys(import.meta.glob('/src/features/**/*.{ts,tsx}'));
const foldersOf = (pattern: RegExp) => new Set(sources.flatMap((file) => pattern.exec(file)?.[1] ?? []));

describe('the import rule of apps/web/biome.json', () => {
  it('guards every feature, every console area, the console root, components/ and lib/', () => {
    const features = [...foldersOf(/^\/(src\/features\/(?!console\/)[^/]+)\//)];
    const areas = [...foldersOf(/^\/(src\/features\/console\/[^/]+)\//)];
    expect(features).toContain('src/features/shop');
    expect(areas).toContain('src/features/console/orders');
    for (const folder of [...features, ...areas, 'src/components', 'src/lib'])
      expect(guarded, folder).toContain(`${folder}/**`);
    expect(guarded).toContain('src/features/console/*.tsx');
  });
});
