/** The list rules, static text (texts.ts). */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { guidelinesTexts as texts } from '../texts';
import { useDocumentTitle } from '../../../components/layout/document-title';

const styles = {
  page: css({ display: 'grid', gap: '8', maxWidth: '3xl' }),
  section: css({ display: 'grid', gap: '3' }),
  heading: css({ textStyle: 'xl', fontWeight: 'semibold' }),
  list: css({ listStyleType: 'disc', ps: '6', display: 'grid', gap: '2', lineHeight: 'relaxed' }),
  link: css({ color: 'colorPalette.text', textDecoration: 'underline' }),
};

function Rules({ heading, items, children }: { heading: string; items: readonly string[]; children?: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{heading}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
        {children}
      </ul>
    </section>
  );
}

export function Guidelines() {
  useDocumentTitle(texts.title);
  const { where } = texts.submitting;
  return (
    <article className={styles.page}>
      <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>{texts.title}</h1>

      <section className={styles.section}>
        <h2 className={styles.heading}>{texts.allowedHacks.heading}</h2>
        <p>{texts.allowedHacks.intro}</p>
        <ul className={styles.list}>
          {texts.allowedHacks.items.map((hack) => (
            <li key={hack}>{hack}</li>
          ))}
        </ul>
        <p>{texts.allowedHacks.outro}</p>
      </section>

      <Rules heading={texts.submitting.heading} items={texts.submitting.items}>
        <li>
          {where.before}
          <Link to="/submissions" className={styles.link}>
            {where.link}
          </Link>
          {where.after}
        </li>
      </Rules>
      <Rules heading={texts.banning.heading} items={texts.banning.items} />
      <Rules heading={texts.bonus.heading} items={texts.bonus.items} />
    </article>
  );
}
