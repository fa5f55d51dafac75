/** The list rules, static text. */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';

const styles = {
  page: css({ display: 'grid', gap: '8', maxWidth: '3xl' }),
  section: css({ display: 'grid', gap: '3' }),
  heading: css({ textStyle: 'xl', fontWeight: 'semibold' }),
  list: css({ listStyleType: 'disc', pl: '6', display: 'grid', gap: '2', lineHeight: 'relaxed' }),
  link: css({ color: 'colorPalette.text', textDecoration: 'underline' }),
};

const ALLOWED_HACKS = [
  'Click between frames (CBF) and other input-timing fixes that do not change the game speed',
  'FPS bypass and physics bypass at a constant frame rate',
  'Show hitboxes on death, noclip accuracy and cheat indicator overlays',
  'Practice music sync, safe-mode indicators and other purely visual tools',
  'Transparent or hidden UI, smooth fix, restart button and other quality-of-life options',
];

export function Guidelines() {
  return (
    <article className={styles.page}>
      <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>Guidelines</h1>

      <section className={styles.section}>
        <h2 className={styles.heading}>Allowed hacks</h2>
        <p>Only tools that do not make a level easier are allowed, among them:</p>
        <ul className={styles.list}>
          {ALLOWED_HACKS.map((hack) => (
            <li key={hack}>{hack}</li>
          ))}
        </ul>
        <p>Ask a list editor before using anything that is not listed.</p>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>Record submitting rules</h2>
        <ul className={styles.list}>
          <li>Audible clicks are required.</li>
          <li>Extreme demons need raw footage of at least 2 minutes and the cheat indicator.</li>
          <li>2-player levels need a hand cam.</li>
          <li>The recording must run from 0% to 100% with the full end screen and clear quality.</li>
          <li>
            Submit it on the community chat server or on the website at{' '}
            <Link to="/submissions" className={styles.link}>
              /submissions
            </Link>
            .
          </li>
        </ul>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>Banning</h2>
        <ul className={styles.list}>
          <li>A flag role exists for hackers: a first offence earns it.</li>
          <li>A second offence is a ban of 2 weeks to 2 months.</li>
          <li>A third offence is permanent.</li>
        </ul>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>Bonus rules</h2>
        <ul className={styles.list}>
          <li>1-attempt practice completions are allowed.</li>
          <li>100% accuracy runs are not accepted.</li>
          <li>Exiting at the end screen does not count.</li>
          <li>Records on an unsupported external low-detail mode are not accepted.</li>
          <li>A start position from 0% is allowed.</li>
        </ul>
      </section>
    </article>
  );
}
