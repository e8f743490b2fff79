// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import FaqPage from './FaqPage';

afterEach(cleanup);

it('renders exactly 14 questions in an accordion', () => {
  const { container } = render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
  expect(container.querySelectorAll('.accordion-item')).toHaveLength(14);
  expect(screen.getAllByTestId('faq-item')).toHaveLength(14);
  expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(13);
  expect(screen.getByRole('button', { name: 'What is Serendip?' })).toBeTruthy();
  expect(document.title).toBe('FAQ · Serendip');
});
