import { SIGNATURE_HEADER, signWebhookBody } from '../../src/editors/webhook';

/** Storyblok's webhook for a published story, signed with `secret`, sent to the site at `base`. */
export function postPublished(base: string, secret: string, story: { id: number; fullSlug: string; name: string }): Promise<Response> {
  const body = JSON.stringify({
    text: `The user x published the story ${story.name} (${story.id})`,
    action: 'published',
    space_id: 1,
    story_id: story.id,
    full_slug: story.fullSlug,
  });
  return fetch(`${base}/api/storyblok/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(body, secret) },
    body,
  });
}
