/** Who is calling, as read from the database on every request (http/auth.ts): what rules may ask of the caller. */
export type SignedInPlayer = { id: number; username: string; isStaff: boolean; isActive: boolean };
