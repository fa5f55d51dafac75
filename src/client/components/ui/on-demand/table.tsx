import { table } from 'styled-system/recipes/table';
import { createStyleContext } from '../first-visit/style-context';

const { withProvider, withContext } = createStyleContext(table);

export const Table = {
  Root: withProvider('table', 'root'),
  Caption: withContext('caption', 'caption'),
  Head: withContext('thead', 'head'),
  Body: withContext('tbody', 'body'),
  Row: withContext('tr', 'row'),
  Header: withContext('th', 'header'),
  Cell: withContext('td', 'cell'),
};
