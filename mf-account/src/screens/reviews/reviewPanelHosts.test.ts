import type { Registration } from 'contracts';
import { makeRegistration } from '../../../test/fake-api/fixtures';
import { reviewPanelHosts } from './ReviewPanel';

/**
 * A caregiver who registered twice with one LPK (withdrew, then applied again) writes one review
 * of it: the review panel stands under one of the two registrations, the one that made them
 * alumni when there is one, else the newer; registrations at other LPKs keep their own.
 */
const NOW = '2026-11-29T08:00:00.000Z';
const approvedHistory: Registration['history'] = [
  { status: 'pending', at: '2025-01-10T08:00:00.000Z', note: null, actor: null },
  { status: 'registered', at: '2025-01-20T08:00:00.000Z', note: null, actor: null },
  { status: 'approved', at: '2025-06-20T08:00:00.000Z', note: null, actor: null },
];
const withdrawn = makeRegistration({
  id: 40,
  status: 'withdrawn',
  history: [
    { status: 'pending', at: '2026-10-01T08:00:00.000Z', note: null, actor: null },
    { status: 'withdrawn', at: '2026-10-02T08:00:00.000Z', note: null, actor: null },
  ],
});
const pendingAgain = makeRegistration({ id: 41, status: 'pending', history: [{ status: 'pending', at: '2026-11-01T08:00:00.000Z', note: null, actor: null }] });
const approved = makeRegistration({ id: 12, status: 'approved', history: approvedHistory });
const elsewhere = makeRegistration({ id: 50, lpk_id: 2, lpk: { id: 2, name: 'LPK Fuji', city: 'Semarang', province: 'Jawa Tengah' } });

test('two registrations at one LPK, neither making them alumni: the panel stands under the newer only', () => {
  expect([...reviewPanelHosts([withdrawn, pendingAgain], NOW)]).toEqual([41]);
  expect([...reviewPanelHosts([pendingAgain, withdrawn], NOW)]).toEqual([41]);
});

test('the registration that made them alumni carries it, whatever came after; other LPKs keep their own', () => {
  expect([...reviewPanelHosts([pendingAgain, approved, elsewhere], NOW)].sort()).toEqual([12, 50]);
  expect([...reviewPanelHosts([approved, pendingAgain], NOW)]).toEqual([12]);
});
