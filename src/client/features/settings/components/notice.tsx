/** A boxed message on the Settings screen (the inactive account, changes not sent yet, a refusal). */
import type { ReactNode } from 'react';
import { CircleAlert, Clock } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { alert } from 'styled-system/recipes/alert';

const classes = alert();
const tones = {
  warning: css({ borderColor: 'colorPalette.default' }),
  info: css({}),
};

type NoticeProps = { title?: ReactNode; tone?: keyof typeof tones; role?: 'alert' | 'status'; children: ReactNode };

export function Notice({ title, tone = 'info', role = 'status', children }: NoticeProps) {
  const Icon = tone === 'warning' ? CircleAlert : Clock;
  return (
    <div role={role} className={cx(classes.root, tones[tone])}>
      <Icon className={classes.icon} aria-hidden="true" />
      <div className={classes.content}>
        {title ? <p className={classes.title}>{title}</p> : null}
        <div className={classes.description}>{children}</div>
      </div>
    </div>
  );
}
