/** Answer of POST admin/queue-board/ticket: where a staff session opens the queue board without its own login. */
export interface QueueBoardTicketDto {
  /** The board's address with a one-time ticket, valid for a minute: open it in a new tab. */
  url: string;
}
