import { Injectable } from '@nestjs/common';

/** How this fleet process hears of catalog changes (docs/catalog-events.md). */
export type HubConnectionMode = 'stream' | 'long_poll' | 'timer' | 'off';

export interface HubConnection {
  mode: HubConnectionMode;
  /** When the current stream or long poll loop connected; null on the timer. */
  connected_at: string | null;
  /** When the last event (or non-empty long poll answer) came; null before the first. */
  last_event_at: string | null;
  /** The last event id (the cursor the stream resumes from). */
  last_event_id: string | null;
}

/** Shared between the listener (which writes it) and the sync status (which shows it). */
@Injectable()
export class HubConnectionState {
  private state: HubConnection = { mode: 'off', connected_at: null, last_event_at: null, last_event_id: null };

  snapshot(): HubConnection {
    return { ...this.state };
  }

  set(mode: HubConnectionMode, connectedAt: Date | null = null): void {
    this.state.mode = mode;
    this.state.connected_at = connectedAt ? connectedAt.toISOString() : null;
  }

  heard(id: string | null): void {
    this.state.last_event_at = new Date().toISOString();
    if (id !== null) this.state.last_event_id = id;
  }
}
