import type { Brand } from '@shop/contracts';
import { cn } from '@/lib/cn.ts';

/** The brand's logo, or its name's first letter on a tinted tile while it has none. */
export function BrandLogo({ brand, className }: { brand: Pick<Brand, 'name' | 'logo'>; className?: string }) {
  if (brand.logo) {
    return (
      <div className={cn('grid place-items-center overflow-hidden bg-white', className)}>
        <img src={brand.logo} alt={`${brand.name} 로고`} className="max-h-full max-w-full object-contain" />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'grid place-items-center bg-gradient-to-br from-brand-50 to-brand-100 font-extrabold text-brand-700',
        className,
      )}
    >
      {brand.name.slice(0, 1)}
    </div>
  );
}
