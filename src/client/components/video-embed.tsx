import { css } from 'styled-system/css';
import { videoId } from '../../shared/video';
import { useOnline } from '../lib/use-online';

/** The words around the video, each screen's own: the frame's title, the link beneath, the offline note. */
export type VideoEmbedTexts = { title: string; watch: string; offline: string };

const styles = {
  frame: css({ width: 'full', aspectRatio: '16 / 9', border: '0', borderRadius: 'l3', bg: 'bg.muted' }),
  offline: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.muted',
    textStyle: 'sm',
    p: '4',
    textAlign: 'center',
  }),
  watch: css({
    color: 'colorPalette.text',
    textDecoration: 'underline',
    justifySelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 'touch',
  }),
};

const isWebAddress = (link: string) => /^https?:\/\//i.test(link);

/**
 * A video (a level's, a submitted run's): embedded when an 11-character id comes out of its link, with
 * a link to it beneath (a blocked or failing embed still leaves a way to the video); offline, a note
 * in the embed's place. A link with no id is shown as the link alone.
 */
export function VideoEmbed({ link, texts }: { link: string; texts: VideoEmbedTexts }) {
  const online = useOnline();
  const id = videoId(link);
  const watch = isWebAddress(link) ? (
    <a href={link} target="_blank" rel="noreferrer" className={styles.watch}>
      {texts.watch}
    </a>
  ) : null;
  if (!id) return watch;
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      {online ? (
        <iframe
          className={styles.frame}
          src={`https://www.youtube-nocookie.com/embed/${id}`}
          title={texts.title}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <div className={`${styles.frame} ${styles.offline}`}>{texts.offline}</div>
      )}
      {watch}
    </div>
  );
}
