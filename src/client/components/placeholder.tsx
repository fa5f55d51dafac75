import { css } from 'styled-system/css';

/** A guarded screen whose content arrives in a later release (not in layout/, which every first visit loads). */
export function Placeholder({ title }: { title: string }) {
  return (
    <section className={css({ display: 'grid', gap: '3' })}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>{title}</h1>
      <p className={css({ color: 'fg.muted' })}>This screen is coming soon.</p>
    </section>
  );
}
