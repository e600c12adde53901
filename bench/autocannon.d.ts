// autocannon ships no types and @types/autocannon is not installed; the bench uses a small part.
declare module 'autocannon';
