import { createFileRoute } from '@tanstack/react-router';
import { Guidelines } from '../features/guidelines/components/guidelines';

export const Route = createFileRoute('/guidelines')({ component: Guidelines });
