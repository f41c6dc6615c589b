import { EventEmitter } from 'node:events';

/** Sign-outs on this instance, by session id: what belongs to the session ends at once. */
export class SessionEndings extends EventEmitter {
  constructor() {
    super();
    // One listener per open admin stream.
    this.setMaxListeners(0);
  }

  ended(sessionId: string): void {
    this.emit('ended', sessionId);
  }
}
