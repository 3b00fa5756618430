/** The chat message of a home slide's "Plan My Trip" button. */
export function planTripMessage(destination: string): string {
  return `Hi! I'd like to plan a trip to ${destination}. Can you help me with an itinerary?`;
}
