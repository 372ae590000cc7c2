import { lazy, Suspense } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Loading } from '@/components/ui/loading.tsx';

/** The console's TipTap editor (images go to /editor), loaded only by the screens that edit HTML. */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export function RichTextField<V extends FieldValues>({
  control,
  name,
  label,
  minHeight = 'min-h-72',
}: {
  control: Control<V>;
  name: Path<V>;
  label: string;
  minHeight?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Suspense fallback={<Loading className={minHeight} />}>
          <RichTextEditor
            label={label}
            value={field.value ?? ''}
            onChange={field.onChange}
            invalid={!!fieldState.error}
          />
          {fieldState.error && (
            <p className="mt-1.5 text-[13px] font-medium text-danger">{fieldState.error.message}</p>
          )}
        </Suspense>
      )}
    />
  );
}
