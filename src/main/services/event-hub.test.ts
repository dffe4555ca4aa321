import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '@shared/api';
import { EventHub } from './event-hub';

const deleted = (id: string): ApiEvent => ({ type: 'gameDeleted', id });

describe('the event hub', () => {
  it('tells the devices first, and the events they emit in turn reach the main screens before the first', () => {
    const hub = new EventHub(() => undefined);
    const heard: string[] = [];
    hub.subscribe((event) => heard.push(`screen ${event.type === 'gameDeleted' ? event.id : event.type}`));
    hub.subscribe(
      (event) => {
        heard.push(`device ${event.type === 'gameDeleted' ? event.id : event.type}`);
        // A device's push that is itself an event (a friend far away's farEvent, carried by the main screen's page).
        if (event.type === 'gameDeleted' && event.id === 'g1') hub.emit(deleted('push of g1'));
      },
      { devices: true },
    );
    hub.emit(deleted('g1'));
    expect(heard).toEqual(['device g1', 'device push of g1', 'screen push of g1', 'screen g1']);
  });

  it('stops telling a listener that unsubscribed, and one that throws stops neither the others nor the caller', () => {
    const failures: string[] = [];
    const hub = new EventHub((message) => failures.push(message));
    const heard: string[] = [];
    const stop = hub.subscribe(() => heard.push('device'), { devices: true });
    hub.subscribe(() => {
      throw new Error('broken');
    });
    hub.subscribe(() => heard.push('screen'));
    hub.emit(deleted('g1'));
    stop();
    hub.emit(deleted('g2'));
    expect(heard).toEqual(['device', 'screen', 'screen']);
    expect(failures).toEqual(['An event listener failed on gameDeleted', 'An event listener failed on gameDeleted']);
  });
});
