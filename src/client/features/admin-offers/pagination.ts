/** The offers table shows this many rows per page: 10,000 offers stay instant to render. */
const OFFERS_PAGE_SIZE = 50;

export interface PageSlice {
  page: number;
  pageCount: number;
  start: number;
  end: number;
}

/** The rows of one page; the page is clamped when the list shrinks (e.g. after delete-all). */
export function pageSlice(total: number, requestedPage: number, pageSize = OFFERS_PAGE_SIZE): PageSlice {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(0, requestedPage), pageCount - 1);
  const start = page * pageSize;
  return { page, pageCount, start, end: Math.min(total, start + pageSize) };
}
