/** The List editors card of the side panel: a profile button per staff member, or the disabled 'No staff members listed.' */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Button, buttonClass } from '../../../components/ui/first-visit/button';
import { Card } from '../../../components/ui/on-demand/card';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../components/ui/first-visit/skeleton';
import { staffQueryOptions } from '../queries';
import { siteTexts } from '../texts';

const texts = siteTexts.editors;

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

function None() {
  return (
    <Button variant="outline" disabled>
      {texts.none}
    </Button>
  );
}

function Editors() {
  const staff = useQuery(staffQueryOptions());
  return (
    <QueryState query={staff} loading={<Skeleton className={css({ height: '10', width: 'full' })} />} error={texts.failed} empty={<None />}>
      {(members) => (
        <ul className={list}>
          {members.map((member) => (
            <li key={member.username}>
              <Link to="/profile/$username" params={{ username: member.username }} className={buttonClass({ variant: 'outline' })}>
                <bdi>{member.username}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

export function ListEditorsCard() {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{texts.title}</Card.Title>
        <Card.Description>{texts.description}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Editors />
      </Card.Body>
    </Card.Root>
  );
}
