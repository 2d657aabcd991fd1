export type AdminLogLevel = 'info' | 'success' | 'error';

/** One line of the build log. */
export interface AdminLogEntry {
  id: number;
  /** ISO instant */
  timestamp: string;
  site: string;
  message: string;
  level: AdminLogLevel;
}

let nextId = 1;

export function createLogEntry(site: string, level: AdminLogLevel, message: string, now: Date = new Date()): AdminLogEntry {
  return { id: nextId++, timestamp: now.toISOString(), site, message, level };
}

const timeFormat = new Intl.DateTimeFormat('de-DE', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Berlin',
});

/** '14:03:27' in German time, as the log shows it. */
export function formatLogTime(timestamp: string): string {
  return timeFormat.format(new Date(timestamp));
}
