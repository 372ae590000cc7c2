import { cn } from '@/lib/cn.ts';

/** Type styles for rich text written by operators (product descriptions, notices). */
/** The structure of operators' rich text: headings, paragraphs, lists, links, tables. */
const proseStructure = cn(
  '[&_h1]:mt-8 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-ink',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-bold [&_h4]:text-ink',
  '[&>*:first-child]:mt-0 [&_p]:my-3',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-bold [&_strong]:text-ink [&_em]:italic',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:text-muted',
  '[&_hr]:my-6 [&_hr]:border-line',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-line [&_th]:bg-surface [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
);

export const proseClass = cn('text-[15px] leading-[1.8] text-ink/90', proseStructure);

/**
 * HTML written by operators in the console's editor. The server sanitises it when it is saved and
 * sent, so it is rendered as is; wide tables and images stay inside the column.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(proseClass, 'overflow-x-auto', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (operators' rich text)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * A term's text (약관), written in the console's editor and sanitised by the server; `compact` for
 * the small scrolling boxes of the join dialog and the application form.
 */
export function LegalText({
  html,
  compact,
  className,
}: {
  html: string;
  compact?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        compact
          ? 'text-[13px] leading-relaxed text-muted [&_p]:my-2'
          : 'text-[15px] leading-[1.85] text-ink/85',
        proseStructure,
        'overflow-x-auto',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (operators' rich text)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
