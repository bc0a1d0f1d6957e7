/** What a published sermon says about itself: the columns its link preview, its structured data and the podcast read. */
export interface SermonText {
  title: string;
  preacher: string | null;
  preached_on: string;
  series: string | null;
  scripture: string | null;
  summary: string | null;
}
