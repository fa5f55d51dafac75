import { card } from 'styled-system/recipes/card';
import { fixedStyleContext } from '../first-visit/style-context';

const { withProvider, withContext } = fixedStyleContext(card());

export const Card = {
  Root: withProvider('section', 'root'),
  Header: withContext('div', 'header'),
  Title: withContext('h2', 'title'),
  Description: withContext('p', 'description'),
  Body: withContext('div', 'body'),
  Footer: withContext('div', 'footer'),
};
