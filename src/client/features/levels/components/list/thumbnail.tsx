import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { Icon } from '../../../../components/ui/first-visit/icon';

const box = css({ aspectRatio: '16 / 9', width: 'full', borderRadius: 'l2', bg: 'bg.muted', objectFit: 'cover', overflow: 'hidden' });
const fallback = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'fg.subtle' });

/** A level's thumbnail; a neutral block with an icon when the picture is missing or fails to load. */
export function Thumbnail({ src, eager = false, className }: { src: string; eager?: boolean; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <div className={cx(box, fallback, className)} data-testid="thumbnail-fallback">
        <Icon icon="image-off" />
      </div>
    );
  }
  return (
    <img
      className={cx(box, className)}
      src={src}
      alt=""
      width={320}
      height={180}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
