/** Ids are PostgreSQL serials (integer): a larger number names no record, and querying it would fail. */
export const MAX_SERIAL_ID = 2_147_483_647;
