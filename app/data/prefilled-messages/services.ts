/** The prefilled chat text of a core service's 'Learn More' button: it names the service. */
export function learnMoreMessage(service: string): string {
  return `Hi! I'd like to learn more about your ${service} service.`;
}

/** The services page's closing buttons. */
export const servicesClosingMessages = {
  startPlanning: "Hi! I'm ready to start planning my trip. Can you help me put together an itinerary?",
  consultation: "Hi! I'd like to schedule a consultation with one of your travel specialists.",
} as const;
