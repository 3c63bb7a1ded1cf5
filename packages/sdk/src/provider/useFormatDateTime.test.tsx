import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DateTimeFormat } from '@opsdeck/api';
import { OpsdeckProvider } from './OpsdeckProvider';
import { useFormatDateTime } from './useFormatDateTime';

const AT = '2026-11-09T05:32:10.274Z';

function When({ value }: { value: string | null }) {
  return <output>{useFormatDateTime()(value)}</output>;
}

function renderUnder(props: { dateTimeFormat?: DateTimeFormat; timeZone?: string }, value: string | null = AT) {
  return render(
    <OpsdeckProvider baseUrl="http://127.0.0.1:9/api" {...props}>
      <When value={value} />
    </OpsdeckProvider>,
  );
}

describe('useFormatDateTime', () => {
  it("writes the spec's default, a timestamp, when the host says nothing", () => {
    renderUnder({ timeZone: 'UTC' });
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-09 05:32:10.274');
  });

  it("follows the provider's format and zone, as the console passes the user's preferences", () => {
    const { rerender } = renderUnder({ dateTimeFormat: 'timestamp', timeZone: 'Asia/Tokyo' });
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-09 14:32:10.274');
    rerender(
      <OpsdeckProvider baseUrl="http://127.0.0.1:9/api" dateTimeFormat="full" timeZone="UTC">
        <When value={AT} />
      </OpsdeckProvider>,
    );
    expect(screen.getByRole('status').textContent).toMatch(/Nov.*9.*05:32:10\.274/);
  });

  it('writes nothing for a missing date', () => {
    renderUnder({}, null);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});
