/** The Settings screen: the page heading, the profile's loading state, the inactive-account alert and the form. */
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { useAuth } from '../../../lib/auth/auth-store';
import { ownProfileQueryOptions } from '../../auth/queries';
import { settingsTexts } from '../texts';
import { Notice } from './notice';
import { SettingsEditor } from './settings-editor';
import { useDocumentTitle } from '../../../components/layout/document-title';

export function SettingsScreen({ entryId }: { entryId?: string }) {
  useDocumentTitle(settingsTexts.title);
  const { user } = useAuth();
  const profile = useQuery({ ...ownProfileQueryOptions(user?.playerId ?? 0), enabled: user !== null });
  return (
    <section className={css({ display: 'grid', gap: '5', maxWidth: '2xl' })}>
      <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>{settingsTexts.title}</h1>
      <QueryState query={profile} loading={<p>{settingsTexts.loading}</p>} error={settingsTexts.loadError}>
        {(own) => (
          <>
            {own.isActive ? null : (
              <Notice tone="warning" role="alert" title={settingsTexts.inactiveTitle}>
                {settingsTexts.inactive}
              </Notice>
            )}
            <SettingsEditor profile={own} entryId={entryId} />
          </>
        )}
      </QueryState>
    </section>
  );
}
