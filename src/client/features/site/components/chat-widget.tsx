/**
 * The community chat embed, its address configured on the server (`CHAT_WIDGET_URL`). A neutral
 * placeholder stands in when none is configured or the device is offline.
 */
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { shellDrawings } from '../../../components/app/shell-icons';
import { Icon } from '../../../components/ui/first-visit/icon';
import { Card } from '../../../components/ui/on-demand/card';
import { useOnline } from '../../../lib/use-online';
import { siteSettingsQueryOptions } from '../queries';
import { siteTexts } from '../texts';

const texts = siteTexts.chat;

const frame = css({ width: 'full', height: '96', border: '0', borderRadius: 'l2', bg: 'bg.subtle' });
const placeholder = css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted', textStyle: 'sm' });

export function ChatWidget() {
  const online = useOnline();
  const settings = useQuery(siteSettingsQueryOptions());
  const url = settings.data?.chatWidgetUrl;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{texts.title}</Card.Title>
      </Card.Header>
      <Card.Body>
        {url && online ? (
          <iframe
            className={frame}
            src={url}
            title={texts.title}
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          />
        ) : (
          <p className={placeholder}>
            <Icon drawing={shellDrawings.messagesSquare} size={18} />
            {online ? texts.notConfigured : texts.offline}
          </p>
        )}
      </Card.Body>
    </Card.Root>
  );
}
