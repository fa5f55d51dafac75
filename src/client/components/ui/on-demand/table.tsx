import { table } from 'styled-system/recipes/table';
import { variantStyleContext } from '../first-visit/style-context';

const { withProvider, withContext } = variantStyleContext('size', { sm: table({ size: 'sm' }), md: table({ size: 'md' }) }, 'md');

export const Table = {
  Root: withProvider('table', 'root'),
  Caption: withContext('caption', 'caption'),
  Head: withContext('thead', 'head'),
  Body: withContext('tbody', 'body'),
  Row: withContext('tr', 'row'),
  Header: withContext('th', 'header'),
  Cell: withContext('td', 'cell'),
};
