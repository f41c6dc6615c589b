import { describe, expect, it } from 'vitest';
import { PasswordCheckGate, type LeaveGate } from './password-check-gate';

describe('PasswordCheckGate', () => {
  it('lets `concurrent` in, queues `waiting`, refuses the rest, and hands each freed slot to the next in line', async () => {
    const gate = new PasswordCheckGate(2, 1);
    const first = gate.tryEnter();
    const second = gate.tryEnter();
    const queued = gate.tryEnter();
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(queued).toBeDefined();
    expect(gate.tryEnter()).toBeUndefined();

    let queuedEntered = false;
    const queuedLeave = queued!.then((leave) => {
      queuedEntered = true;
      return leave;
    });
    const leaveFirst: LeaveGate = await first!;
    await Promise.resolve();
    expect(queuedEntered).toBe(false);

    leaveFirst();
    // Leaving twice frees one slot only.
    leaveFirst();
    const leaveQueued = await queuedLeave;
    expect(queuedEntered).toBe(true);
    // Two run (second and the one that waited), nobody waits: one more may queue, not two.
    expect(gate.tryEnter()).toBeDefined();
    expect(gate.tryEnter()).toBeUndefined();
    (await second!)();
    leaveQueued();
  });

  it('with no queue refuses as soon as the running checks fill it, and says when to come back', async () => {
    const gate = new PasswordCheckGate(1, 0);
    const leave = await gate.tryEnter()!;
    expect(gate.tryEnter()).toBeUndefined();
    expect(gate.retryAfterSeconds()).toBeGreaterThanOrEqual(1);
    leave();
    expect(gate.tryEnter()).toBeDefined();
  });
});
