// @vitest-environment jsdom
// jsdom: its computed styles keep the CSS variables the theme's tokens name.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { CHECKLIST_STORAGE_KEY } from './checklistStorage';
import { NEW_TAB_HINT } from './EducationalResources';

const backend = setupMockBackend();

const section = (name: string) => within(screen.getByRole('region', { name }));

async function openScamCentre() {
  const result = renderApp('/scam-alerts');
  await screen.findByRole('heading', { level: 1, name: 'Scam Alerts' });
  return result;
}

beforeEach(async () => {
  sessionStorage.clear();
  await signInAs('user');
});
afterEach(() => {
  sessionStorage.clear();
});

describe('/scam-alerts', () => {
  it('shows loading texts while the sections load', async () => {
    await openScamCentre();
    expect(screen.getByText('Loading scam alerts...')).toBeInTheDocument();
    expect(screen.getByText('Loading security tips...')).toBeInTheDocument();
    expect(screen.getByText('Loading educational resources...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument());
  });

  it('lists the alerts with risk badges told apart by text and colour', async () => {
    await openScamCentre();
    const alerts = section('Current scam alerts');
    const items = await alerts.findAllByRole('listitem');
    expect(items).toHaveLength(backend.db.data.scamAlerts.length);
    const high = backend.db.data.scamAlerts.find((alert) => alert.riskLevel === 'High');
    const item = items.find((candidate) => within(candidate).queryByRole('heading', { name: high?.title }));
    if (!item || !high) throw new Error('no high-risk alert');
    expect(item).toHaveTextContent(high.description);
    for (const [level, palette] of [
      ['High', 'red'],
      ['Medium', 'orange'],
      ['Low', 'green'],
    ] as const) {
      const badges = alerts.getAllByText(`${level} risk`);
      expect(badges).toHaveLength(backend.db.data.scamAlerts.filter((alert) => alert.riskLevel === level).length);
      expect(
        getComputedStyle(badges[0] ?? document.body).getPropertyValue('--chakra-colors-color-palette-fg'),
      ).toContain(`--chakra-colors-${palette}-fg`);
    }
  });

  it('shows "No scam alerts" when there are none', async () => {
    backend.server.use(http.get('*/api/scam-alerts', () => HttpResponse.json([])));
    await openScamCentre();
    expect(await section('Current scam alerts').findByText('No scam alerts')).toBeInTheDocument();
  });

  it('shows a failed section with Retry, and Retry loads it', async () => {
    backend.server.use(
      http.get('*/api/scam-alerts', () => HttpResponse.json({ message: 'Alerts feed is down' }, { status: 500 }), {
        once: true,
      }),
    );
    await openScamCentre();
    const alert = await section('Current scam alerts').findByRole('alert');
    expect(alert).toHaveTextContent('Scam alerts could not be loaded');
    expect(alert).toHaveTextContent('Alerts feed is down');
    // The other sections still work.
    expect(await section('Security checklist').findAllByRole('checkbox')).not.toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await section('Current scam alerts').findAllByText('High risk')).not.toHaveLength(0);
  });

  it('shows the static activity chart: five categories in words and the three fixed trend figures', async () => {
    await openScamCentre();
    const chart = within(screen.getByRole('figure', { name: 'Reports by category' }));
    expect(chart.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Phishing42%',
      'Fake ICOs23%',
      'Giveaways18%',
      'Malware10%',
      'Other7%',
    ]);
    const trends = within(screen.getByRole('group', { name: 'Change since last month' }));
    for (const figure of ['+32%', '-12%', '+8%']) expect(trends.getByText(figure)).toBeInTheDocument();
  });

  it('keeps a ticked tip for the session: in sessionStorage, and still ticked after a reload', async () => {
    const user = userEvent.setup();
    const first = await openScamCentre();
    const tip = backend.db.data.securityTips[1];
    if (!tip) throw new Error('no tip');
    const box = await section('Security checklist').findByRole('checkbox', { name: tip.title });
    expect(box).not.toBeChecked();
    expect(
      section('Security checklist').getByText(`0 of ${backend.db.data.securityTips.length} done`),
    ).toBeInTheDocument();
    await user.click(box);
    expect(box).toBeChecked();
    expect(JSON.parse(sessionStorage.getItem(CHECKLIST_STORAGE_KEY) ?? '{}')).toEqual({ [tip.id]: true });
    expect(
      section('Security checklist').getByText(`1 of ${backend.db.data.securityTips.length} done`),
    ).toBeInTheDocument();
    first.unmount();

    await openScamCentre();
    expect(await section('Security checklist').findByRole('checkbox', { name: tip.title })).toBeChecked();
    const others = section('Security checklist')
      .getAllByRole('checkbox')
      .filter((checkbox) => checkbox !== screen.getByRole('checkbox', { name: tip.title }));
    for (const other of others) expect(other).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: tip.title }));
    expect(JSON.parse(sessionStorage.getItem(CHECKLIST_STORAGE_KEY) ?? '{}')).toEqual({ [tip.id]: false });
  });

  it('ignores an unreadable stored checklist', async () => {
    sessionStorage.setItem(CHECKLIST_STORAGE_KEY, '{not json');
    await openScamCentre();
    const boxes = await section('Security checklist').findAllByRole('checkbox');
    for (const box of boxes) expect(box).not.toBeChecked();
  });

  it('links Report Scam to /new-dispute', async () => {
    await openScamCentre();
    expect(screen.getByRole('link', { name: 'Report Scam' })).toHaveAttribute('href', '/new-dispute');
  });

  it('opens each educational resource in a new tab, safely, and says so', async () => {
    await openScamCentre();
    const resources = section('Educational resources');
    await resources.findAllByRole('listitem');
    for (const resource of backend.db.data.educationalResources) {
      expect(resources.getByRole('heading', { name: resource.title })).toBeInTheDocument();
      const link = resources.getByRole('link', { name: `${resource.linkText}${NEW_TAB_HINT}` });
      expect(link).toHaveAttribute('href', resource.linkUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(`${resource.linkText}, opens in a new tab`);
    }
  });

  it('never turns a non-web address into a link, and shows markup as text', async () => {
    backend.server.use(
      http.get('*/api/educational-resources', () =>
        HttpResponse.json([
          {
            id: 'res-x',
            title: '<script>alert(1)</script>',
            description: 'Sneaky',
            linkUrl: 'javascript:alert(1)',
            linkText: 'Click me',
          },
        ]),
      ),
    );
    const { container } = await openScamCentre();
    const resources = section('Educational resources');
    expect(await resources.findByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(resources.queryByRole('link')).not.toBeInTheDocument();
    expect(resources.getByText('Click me: javascript:alert(1)')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });
});
