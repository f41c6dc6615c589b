/** A content page as the API returns it. */
export interface Page {
  id: string;
  slug: string;
  title: string;
  titleEn: string | null;
  titleFr: string | null;
  content: string;
  contentEn: string | null;
  contentFr: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
