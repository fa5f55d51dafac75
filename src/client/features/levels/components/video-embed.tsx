import { css } from 'styled-system/css';
import { videoId } from '../../../../shared/video';
import { useOnline } from '../../../lib/use-online';

const frame = css({ width: 'full', aspectRatio: '16 / 9', border: '0', borderRadius: 'l3', bg: 'bg.muted' });
const offline = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'fg.muted', textStyle: 'sm', p: '4', textAlign: 'center' });

/** The level's video, embedded only when an 11-character id comes out of its link. */
export function VideoEmbed({ link, title }: { link: string; title: string }) {
  const online = useOnline();
  const id = videoId(link);
  if (!id) return null;
  if (!online) return <div className={`${frame} ${offline}`}>The video needs a connection.</div>;
  return (
    <iframe
      className={frame}
      src={`https://www.youtube-nocookie.com/embed/${id}`}
      title={title}
      loading="lazy"
      allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  );
}
