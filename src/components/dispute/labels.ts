/**
 * Labels the dispute's facts and the dashboards' tables share. A module of its own, so a table
 * that names a column does not bring the facts' code (explorer links, the network table) along.
 */

/** The label of when the dispute was created, as the dashboards' tables title that column too. */
export const FILED_LABEL = 'Filed';
