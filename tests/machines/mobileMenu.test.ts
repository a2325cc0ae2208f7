// @vitest-environment node
import { describe, it, expect, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { mobileMenuMachine, type MobileMenuEvent } from '../../machines';

/** A callback actor that records how many times it was started and cleaned up. */
function trackedCallback() {
  const log = { started: 0, stopped: 0, sendBack: undefined as ((e: MobileMenuEvent) => void) | undefined };
  const logic = fromCallback<MobileMenuEvent>(({ sendBack }) => {
    log.started += 1;
    log.sendBack = sendBack;
    return () => {
      log.stopped += 1;
    };
  });
  return { log, logic };
}

function startMenu() {
  const focusToggle = vi.fn();
  const lockPageScroll = vi.fn();
  const unlockPageScroll = vi.fn();
  const escape = trackedCallback();
  const viewport = trackedCallback();
  const machine = mobileMenuMachine.provide({
    actions: { focusToggle, lockPageScroll, unlockPageScroll },
    actors: { escapeListener: escape.logic, viewportWatcher: viewport.logic },
  });
  const actor = createActor(machine).start();
  return { actor, focusToggle, lockPageScroll, unlockPageScroll, escape: escape.log, viewport: viewport.log };
}

describe('mobileMenuMachine', () => {
  it('starts closed', () => {
    const { actor } = startMenu();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('opens on menu.toggle and closes on a second menu.toggle', () => {
    const { actor } = startMenu();
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it.each(['route.changed', 'viewport.wide'] as const)(
    'closes on %s without moving focus to the toggle',
    (type) => {
      const { actor, focusToggle } = startMenu();
      actor.send({ type: 'menu.toggle' });
      expect(actor.getSnapshot().matches('open')).toBe(true);
      actor.send({ type });
      expect(actor.getSnapshot().matches('closed')).toBe(true);
      expect(focusToggle).not.toHaveBeenCalled();
    },
  );

  it('closes on menu.dismiss and hands focus back to the toggle exactly once', () => {
    const { actor, focusToggle } = startMenu();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.dismiss' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(focusToggle).toHaveBeenCalledTimes(1);
  });

  it('ignores menu.dismiss while closed (no focus move)', () => {
    const { actor, focusToggle } = startMenu();
    actor.send({ type: 'menu.dismiss' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(focusToggle).not.toHaveBeenCalled();
  });

  it('stays closed on route.changed while already closed', () => {
    const { actor, unlockPageScroll, lockPageScroll } = startMenu();
    actor.send({ type: 'route.changed' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(lockPageScroll).not.toHaveBeenCalled();
    expect(unlockPageScroll).not.toHaveBeenCalled();
  });

  it('locks page scroll when opening and unlocks it when closing', () => {
    const { actor, lockPageScroll, unlockPageScroll } = startMenu();
    expect(lockPageScroll).not.toHaveBeenCalled();

    actor.send({ type: 'menu.toggle' });
    expect(lockPageScroll).toHaveBeenCalledTimes(1);
    expect(unlockPageScroll).not.toHaveBeenCalled();

    actor.send({ type: 'route.changed' });
    expect(lockPageScroll).toHaveBeenCalledTimes(1);
    expect(unlockPageScroll).toHaveBeenCalledTimes(1);
  });

  it('unlocks page scroll before handing focus back on menu.dismiss', () => {
    const { actor, unlockPageScroll, focusToggle } = startMenu();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.dismiss' });
    expect(unlockPageScroll).toHaveBeenCalledTimes(1);
    expect(unlockPageScroll.mock.invocationCallOrder[0]).toBeLessThan(focusToggle.mock.invocationCallOrder[0]);
  });

  it('runs escapeListener and viewportWatcher only while open', () => {
    const { actor, escape, viewport } = startMenu();
    expect(escape).toMatchObject({ started: 0, stopped: 0 });
    expect(viewport).toMatchObject({ started: 0, stopped: 0 });

    actor.send({ type: 'menu.toggle' });
    expect(escape).toMatchObject({ started: 1, stopped: 0 });
    expect(viewport).toMatchObject({ started: 1, stopped: 0 });

    actor.send({ type: 'route.changed' });
    expect(escape).toMatchObject({ started: 1, stopped: 1 });
    expect(viewport).toMatchObject({ started: 1, stopped: 1 });

    actor.send({ type: 'menu.toggle' });
    expect(escape).toMatchObject({ started: 2, stopped: 1 });
    expect(viewport).toMatchObject({ started: 2, stopped: 1 });

    actor.send({ type: 'viewport.wide' });
    expect(escape).toMatchObject({ started: 2, stopped: 2 });
    expect(viewport).toMatchObject({ started: 2, stopped: 2 });
  });

  it('closes and refocuses the toggle when the escapeListener reports menu.dismiss', () => {
    const { actor, escape, focusToggle } = startMenu();
    actor.send({ type: 'menu.toggle' });
    escape.sendBack!({ type: 'menu.dismiss' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(focusToggle).toHaveBeenCalledTimes(1);
  });

  it('closes when the viewportWatcher reports viewport.wide', () => {
    const { actor, viewport } = startMenu();
    actor.send({ type: 'menu.toggle' });
    viewport.sendBack!({ type: 'viewport.wide' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });
});
