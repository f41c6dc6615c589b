/**
 * The NOTIFY channel instances tell each other of invalidated topics on: "<sender> <topic>". Any
 * sender other than an instance's own id makes it drop the topic (the offer statement sends one
 * when a late offer moved an end).
 */
export const PUBLIC_READS_CHANNEL = 'public_reads';
