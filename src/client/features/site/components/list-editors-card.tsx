import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Button, buttonClass } from '../../../components/ui/first-visit/button';
import { Card } from '../../../components/ui/first-visit/card';
import { Skeleton } from '../../../components/ui/first-visit/skeleton';
import { staffQueryOptions } from '../../players/queries';

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

function Editors() {
  const staff = useQuery(staffQueryOptions());
  if (staff.isPending) return <Skeleton className={css({ height: '10', width: 'full' })} />;
  if (!staff.data) return <p className={css({ color: 'fg.error', textStyle: 'sm' })}>Failed to fetch staff members</p>;
  if (staff.data.length === 0) {
    return (
      <Button variant="outline" disabled>
        No staff members listed.
      </Button>
    );
  }
  return (
    <ul className={list}>
      {staff.data.map((member) => (
        <li key={member.username}>
          <Link to="/profile/$username" params={{ username: member.username }} className={buttonClass({ variant: 'outline' })}>
            {member.username}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ListEditorsCard() {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>List editors</Card.Title>
        <Card.Description>The staff who keep the lists.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Editors />
      </Card.Body>
    </Card.Root>
  );
}
