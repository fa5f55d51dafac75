/**
 * What the change log files an entry under (its subjects), as the audit trail's `target` names them:
 * a level (`level:classic:123`), a player (`player:7`), a region (`region:2`) or a submission
 * (`submission:classic:9`). Apart from the schemas, so a screen's address can check one cheaply.
 */
export const LOG_SUBJECT = /^(level:(classic|platformer):\d{1,20}|(player|region):\d{1,10}|submission:(classic|platformer):\d{1,10})$/;
