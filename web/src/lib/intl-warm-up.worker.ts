/**
 * Makes each of the console's formatters once, off the page's main thread. The first Intl object
 * of a page initialises ICU (locale and time-zone data), 40-100 ms here; ICU's data is shared by
 * the page's threads, so after this the page's own first formatter takes under a millisecond.
 */
import { formatDate, formatDateTime, formatNumber, indiaDate } from './format';

const now = new Date();
formatNumber(1234567);
formatDateTime(now.toISOString());
formatDate(now.toISOString());
indiaDate(now);
self.close();
