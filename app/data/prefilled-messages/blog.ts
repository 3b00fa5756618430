/** The chat message of an article's call to action: it names the article. */
export function articleChatMessage(title: string): string {
  return `Hi! I just read "${title}" on your blog and I'd like to plan a trip like it.`;
}
